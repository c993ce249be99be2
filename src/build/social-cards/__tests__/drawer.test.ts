import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";
import { createCardDrawer } from "../drawer";

const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#1d2a5c"/></svg>`;

describe("createCardDrawer", () => {
  it("answers every draw asked for at once with its own image", async () => {
    const drawer = createCardDrawer();
    onTestFinished(() => drawer.close());
    const sizes = [40, 10, 30, 20, 50, 60];
    const pngs = await Promise.all(sizes.map((width) => drawer.draw(svg(width, width + 1))));
    const measured = await Promise.all(pngs.map((png) => sharp(png).metadata()));
    expect(measured.map((m) => [m.format, m.width, m.height])).toEqual(sizes.map((w) => ["png", w, w + 1]));
  });

  it("fails only the card whose SVG cannot be drawn, saying why", async () => {
    const drawer = createCardDrawer();
    onTestFinished(() => drawer.close());
    const [broken, fine] = await Promise.allSettled([drawer.draw("<svg"), drawer.draw(svg(8, 8))]);
    expect(broken).toMatchObject({ status: "rejected", reason: { message: /A social card could not be drawn: / } });
    expect(fine.status).toBe("fulfilled");
  });

  it("fails the waiting cards, naming the script, when the child process dies", async () => {
    const script = path.join(mkdtempSync(path.join(os.tmpdir(), "drawer-")), "dies.cjs");
    writeFileSync(script, "process.on('message', () => process.exit(3));\n");
    const drawer = createCardDrawer(script);
    onTestFinished(() => drawer.close());
    await expect(drawer.draw(svg(8, 8))).rejects.toThrow(
      /dies\.cjs\) stopped \(exit code 3\) with cards still to draw/,
    );
  });

  it("starts a new child for a draw asked for after close", async () => {
    const drawer = createCardDrawer();
    onTestFinished(() => drawer.close());
    await drawer.draw(svg(8, 8));
    drawer.close();
    expect((await sharp(await drawer.draw(svg(9, 9))).metadata()).width).toBe(9);
  });
});

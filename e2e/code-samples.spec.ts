/**
 * What only the sample runner reads stays out of the site: a sample's runner meta (`env="..."`,
 * `serve="..."`, `response-of="..."` and the rest: src/build/mdx/remark-code-meta.ts) is in no
 * page, script, data file or Markdown twin a reader can fetch, while the sample itself is on the
 * page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";

const ROOT = path.resolve(__dirname, "..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Every runner-only attribute the content's code fences carry, as written (`serve="5000"`). */
const REASONS = [
  ...new Set(
    files(path.join(ROOT, "content"), /\.mdx$/).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^\s*```\w+[^\n]*$/gm)].flatMap((fence) =>
        [...fence[0].matchAll(/\b(?:norun|then|env|flow|save-as|response-of|serve)="[^"]+"/g)].map((m) => m[0]),
      ),
    ),
  ),
];

test("no runner-only attribute is in any file of the built site", () => {
  expect(REASONS.length).toBeGreaterThan(3);
  const built = files(path.join(ROOT, "public"), /\.(html|js|json|md|txt|xml)$/);
  expect(built.length).toBeGreaterThan(200);
  const found = built.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return REASONS.filter((reason) => text.includes(reason)).map((reason) => `${path.relative(ROOT, file)}: ${reason}`);
  });
  expect(found).toEqual([]);
});

test("a sample the runner starts as a server is on its page, without its runner meta", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.status() === 200 && /\.(js|json)$/.test(new URL(response.url()).pathname))
      scripts.push(response.text());
  });
  await page.goto("/guides/guardrails-guide/");
  await waitForHydration(page);
  const main = page.getByRole("main");
  // The body's code loads when the reader reaches into it.
  await main.locator("pre").first().hover();
  await main.getByRole("tab", { name: "Python" }).first().click();
  await expect(main).toContainText("from flask import Flask, jsonify, request");
  const text = (await main.textContent()) ?? "";
  const fetched = (await Promise.all(scripts)).join("\n");
  for (const reason of REASONS) {
    expect(text).not.toContain(reason);
    expect(fetched).not.toContain(reason);
  }
  const twin = await (await page.request.get("/guides/guardrails-guide.md")).text();
  expect(twin).toContain("from flask import Flask, jsonify, request");
  for (const reason of REASONS) expect(twin).not.toContain(reason);
});

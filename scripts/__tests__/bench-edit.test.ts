import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkEditBuilt, EDITED, editOneMdxFile } from "../lib/bench-edit.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "autoeval-bench-edit-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the bench's MDX edit", () => {
  it("accepts a rebuild only once the edited page's HTML has the added sentence, and restores the file", () => {
    const source = path.join(root, EDITED);
    const page = path.join(root, "public/workbooks/index.html");
    mkdirSync(path.dirname(source), { recursive: true });
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(source, "# Workbooks\n");
    writeFileSync(page, "<main><h1>Workbooks</h1></main>");

    const restore = editOneMdxFile(root);
    const added = readFileSync(source, "utf8").slice("# Workbooks\n".length).trim();
    expect(added).not.toBe("");
    expect(() => checkEditBuilt(root)).toThrow(/left public\/workbooks\/index.html without the added sentence/);

    writeFileSync(page, `<main><h1>Workbooks</h1><p>${added}</p></main>`);
    expect(() => checkEditBuilt(root)).not.toThrow();
    restore();
    expect(readFileSync(source, "utf8")).toBe("# Workbooks\n");
  });
});

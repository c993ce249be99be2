import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lastCommitDate } from "../git-dates";

describe("lastCommitDate", () => {
  it("gives the ISO date of the last commit of a committed file", () => {
    const date = lastCommitDate(path.resolve("content/docs/quickstart.mdx"));
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });

  it("gives null outside a git checkout, so the build goes on without a date", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "no-git-"));
    const file = path.join(dir, "page.mdx");
    writeFileSync(file, "# Page\n");
    expect(lastCommitDate(file)).toBeNull();
  });
});

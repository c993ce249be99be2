import { describe, expect, it } from "vitest";
import { stripPathPrefix } from "../path-prefix";
import { groupByYear } from "../release-notes";

describe("groupByYear", () => {
  it("groups newest year first, keeping the order inside a year", () => {
    const notes = [
      { title: "Workbooks", year: "2026" },
      { title: "Helicone", year: "2026" },
      { title: "Roles", year: "2025" },
      { title: "Public release", year: "2024" },
    ];
    expect(groupByYear(notes).map((g) => [g.year, g.items.map((n) => n.title)])).toEqual([
      ["2026", ["Workbooks", "Helicone"]],
      ["2025", ["Roles"]],
      ["2024", ["Public release"]],
    ]);
  });

  it("sorts years even when the notes are not in order, and puts undated notes in their own group", () => {
    const groups = groupByYear([
      { id: 1, year: "2024" },
      { id: 2, year: null },
      { id: 3, year: "2026" },
      { id: 4, year: "2024" },
    ]);
    expect(groups.map((g) => [g.year, g.items.map((n) => n.id)])).toEqual([
      ["Undated", [2]],
      ["2026", [3]],
      ["2024", [1, 4]],
    ]);
  });

  it("is empty for no notes", () => {
    expect(groupByYear([])).toEqual([]);
  });
});

describe("stripPathPrefix", () => {
  it.each([
    ["/docs/quickstart/", "/docs", "/quickstart/"],
    ["/docs/", "/docs", "/"],
    ["/docs", "/docs", "/"],
    ["/quickstart/", "", "/quickstart/"],
    ["/other/quickstart/", "/docs", "/other/quickstart/"],
  ])("%j without %j -> %j", (pathname, prefix, result) => {
    expect(stripPathPrefix(pathname, prefix)).toBe(result);
  });

  it("only strips a whole path segment", () => {
    expect(stripPathPrefix("/docs-old/page/", "/docs")).toBe("/docs-old/page/");
  });
});

import { describe, expect, it } from "vitest";
import { carriedBuildRows, formatTable, tableRows } from "../lib/bench-table.mjs";

const LAST = `# Benchmark 2026-11-26T05:02:06.014Z

| measure | value | detail |
|---|---|---|
| Build, cold | 45.0 s | peak 1108 MB |
| Build, warm | 11.9 s | peak 591 MB · from the run of 2026-11-25 22:10Z |
| Build growth 1× → 10×, cold | +80.0 s per 1,000 more pages | +2887 MB peak per 1,000 more pages |
| Pages | 252 | current docs 29, API 213, 1.x 10 |
| Lighthouse mobile / | perf 100 · a11y 100 · BP 96 · SEO 100 | FCP 849 ms, LCP 910 ms |
`;

describe("tableRows", () => {
  it("reads each row's three cells, without the header and separator", () => {
    expect(tableRows(LAST)).toHaveLength(5);
    expect(tableRows(LAST)[3]).toEqual(["Pages", "252", "current docs 29, API 213, 1.x 10"]);
  });
});

describe("formatTable", () => {
  it("writes the header, then a row per measure, which tableRows reads back", () => {
    const rows = [
      ["Build, cold", "45.0 s", "peak 1108 MB"],
      ["Pages", "252", "current docs 29"],
    ];
    expect(formatTable(rows)).toBe(
      "| measure | value | detail |\n|---|---|---|\n| Build, cold | 45.0 s | peak 1108 MB |\n| Pages | 252 | current docs 29 |",
    );
    expect(tableRows(`# Benchmark x\n\n${formatTable(rows)}\n`)).toEqual(rows);
  });
});

describe("carriedBuildRows", () => {
  it("carries the build rows over, each naming the run that measured it", () => {
    expect(carriedBuildRows(LAST)).toEqual([
      ["Build, cold", "45.0 s", "peak 1108 MB · from the run of 2026-11-26 05:02Z"],
      ["Build, warm", "11.9 s", "peak 591 MB · from the run of 2026-11-25 22:10Z"],
      [
        "Build growth 1× → 10×, cold",
        "+80.0 s per 1,000 more pages",
        "+2887 MB peak per 1,000 more pages · from the run of 2026-11-26 05:02Z",
      ],
    ]);
  });

  it("carries nothing from a table without build rows", () => {
    expect(carriedBuildRows("# Benchmark 2026-11-26T05:02:06.014Z\n\n| Pages | 252 | x |\n")).toEqual([]);
  });
});

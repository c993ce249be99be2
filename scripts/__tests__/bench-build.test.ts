import { describe, expect, it } from "vitest";
import { buildRows } from "../bench-build.mjs";

describe("buildRows", () => {
  const small = {
    factor: 1,
    pages: 250,
    cold: { seconds: 40, peakMb: 1000 },
    warmAfterEdit: { seconds: 10, peakMb: 800 },
  };
  const large = {
    factor: 10,
    pages: 2250,
    cold: { seconds: 240, peakMb: 3000 },
    warmAfterEdit: { seconds: 30, peakMb: 2800 },
  };

  it("gives each site's figures per 1,000 of its pages", () => {
    expect(buildRows([small])).toEqual([
      ["Build 1× (250 pages), cold", "40.0 s, peak 1000 MB", "per 1,000 pages: 160.0 s, 4000 MB"],
      ["Build 1× (250 pages), warm after one MDX edit", "10.0 s, peak 800 MB", "per 1,000 pages: 40.0 s, 3200 MB"],
    ]);
  });

  it("gives what each further 1,000 pages added between the smallest and the largest site", () => {
    expect(buildRows([small, large]).slice(-2)).toEqual([
      ["Build growth 1× → 10×, cold", "+100.0 s per 1,000 more pages", "+1000 MB peak per 1,000 more pages"],
      [
        "Build growth 1× → 10×, warm after one MDX edit",
        "+10.0 s per 1,000 more pages",
        "+1000 MB peak per 1,000 more pages",
      ],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { decodeSections, encodeSections } from "../shard-format.mjs";

describe("the manifest's page sections", () => {
  it("name each section once and give runs of pages", () => {
    const pages = ["Docs", "API", "API", "API", "Docs", "Guides", "Guides"];
    const encoded = encodeSections(pages);
    expect(encoded).toEqual({ names: ["Docs", "API", "Guides"], runs: [0, 1, 1, 3, 0, 1, 2, 2] });
    expect(decodeSections(encoded)).toEqual(pages);
  });

  it("encode a site without pages", () => {
    expect(decodeSections(encodeSections([]))).toEqual([]);
  });
});

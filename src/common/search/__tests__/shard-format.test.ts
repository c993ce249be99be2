import { describe, expect, it } from "vitest";
import {
  decodeKeys,
  decodeSections,
  decodeStems,
  encodeKeys,
  encodeSections,
  encodeStems,
  bundleOf,
} from "../shard-format.mjs";

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

describe("the manifest's common stems", () => {
  it("share their leading letters with the stem before, and read back whole", () => {
    const stems = ["400", "400m", "400mparamet", "data", "dataset", "datasets", "evaluat", "évalu"];
    const encoded = encodeStems(stems);
    expect(encoded).toBe("0400 3m 4paramet 0data 4set 7s 0evaluat 0évalu");
    expect(decodeStems(encoded)).toEqual(stems);
  });

  it("share at most nine letters, so a count is one digit", () => {
    const stems = ["internationalis", "internationaliz"];
    expect(encodeStems(stems)).toBe("0internationalis 9onaliz");
    expect(decodeStems(encodeStems(stems))).toEqual(stems);
  });

  it("encode an index without common stems", () => {
    expect(encodeStems([])).toBe("");
    expect(decodeStems("")).toEqual([]);
  });
});

describe("the manifest's dictionaries and heads files", () => {
  it("list each key, its heads file and its third-letter files, and read back as file names", () => {
    const thirdsByKey = new Map([
      ["da", ["y", "t"]],
      ["1a", []],
      ["co", ["é", "_"]],
    ]);
    const keys = encodeKeys(["fi", "da", "1a", "co"], thirdsByKey);
    expect(keys).toBe("1a: co:_é da:ty fi");
    const decoded = decodeKeys(keys);
    expect([...decoded.keys].sort()).toEqual(["1a", "co", "da", "fi"]);
    expect([...decoded.bundles].sort()).toEqual(
      ["h/da.json", "h/da/t.json", "h/da/y.json", "h/1a.json", "h/co/_e9.json", "h/co/_5f.json", "h/co.json"].sort(),
    );
    expect(decodeKeys("")).toEqual({ keys: new Set(), bundles: new Set() });
  });

  it("name the file of a query stem's own prefix matches", () => {
    expect(bundleOf("dataset")).toBe("h/da/t.json");
    expect(bundleOf("da")).toBe("h/da.json");
    expect(bundleOf("a")).toBe("h/1a.json");
    expect(bundleOf("coé")).toBe("h/co/_e9.json");
  });
});

import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH } from "../config";
import { capQuery } from "../query-cap";

describe("capQuery", () => {
  it("cuts at the input's cap of 64 UTF-16 units", () => {
    expect(capQuery("a".repeat(100))).toBe("a".repeat(MAX_QUERY_LENGTH));
    expect(capQuery("short")).toBe("short");
  });

  it("drops an emoji the cap would cut in two, leaving no lone surrogate", () => {
    const query = capQuery(`${"a".repeat(63)}😀`);
    expect(query).toBe("a".repeat(63));
    expect(() => encodeURIComponent(query)).not.toThrow();
  });

  it("keeps an emoji that fits whole", () => {
    expect(capQuery(`${"a".repeat(62)}😀b`)).toBe(`${"a".repeat(62)}😀`);
  });
});

import { describe, expect, it } from "vitest";
import { firstSyntaxErrorLine, lineOfOffset, linesOfPointers } from "../json-lines";

const TEXT = `{
  "name": 42,
  "tags": [
    "a",
    { "k/v": true }
  ]
}`;

describe("json-lines", () => {
  it("finds the line of each pointer's member, nested and escaped ones too", () => {
    expect(linesOfPointers(TEXT, ["", "/name", "/tags", "/tags/1", "/tags/1/k~1v", "/missing"])).toEqual([
      1,
      2,
      3,
      5,
      5,
      null,
    ]);
  });

  it("finds the line of the first syntax error, or none", () => {
    expect(firstSyntaxErrorLine('{\n  "a": 1,\n  nope\n}')).toBe(3);
    expect(firstSyntaxErrorLine('{\n  "a": 1,\n}')).toBe(3);
    expect(firstSyntaxErrorLine(TEXT)).toBeNull();
  });

  it("counts lines from 1", () => {
    expect(lineOfOffset("a\nb\nc", 0)).toBe(1);
    expect(lineOfOffset("a\nb\nc", 2)).toBe(2);
    expect(lineOfOffset("a\nb\nc", 4)).toBe(3);
  });
});

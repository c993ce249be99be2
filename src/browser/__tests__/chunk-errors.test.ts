import { describe, expect, it } from "vitest";
import { chunkTimeoutError, dataLoadError, isChunkLoadError } from "../chunk-errors";

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe("isChunkLoadError", () => {
  it.each([
    named("ChunkLoadError", "Loading chunk 6586 failed.\n(error: http://127.0.0.1/6586-abc.js)"),
    new Error("Loading CSS chunk 115 failed.\n(/115.css)"),
    new TypeError("Failed to fetch dynamically imported module: http://x/chunk.js"),
    dataLoadError("/api-console/evaluate.json answered 404"),
    chunkTimeoutError("search-modal", 6000),
  ])("is true for code that did not arrive: %s", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'hits')"),
    new SyntaxError("Unexpected token 'n', \"not json\" is not valid JSON"),
    "a string",
    null,
  ])("is false for code that arrived and failed: %s", (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

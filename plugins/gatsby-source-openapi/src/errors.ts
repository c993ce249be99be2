/** One error type for every problem in the API description: the file, where, and what was expected. */
export class ApiDescriptionError extends Error {
  override name = "ApiDescriptionError";

  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly problem: string,
  ) {
    super(`${file} at ${pointer || "/"}: ${problem}`);
  }
}

/** RFC 6901 JSON pointer from path segments. */
export function jsonPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

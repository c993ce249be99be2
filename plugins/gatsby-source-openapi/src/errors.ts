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

/**
 * One segment of a $ref's "#/..." fragment: percent-decoded (it is a URI fragment), then
 * unescaped as RFC 6901 says. A bad escape would otherwise surface as a bare URIError.
 */
export function refSegment(segment: string, ref: string, file: string, pointer: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    throw new ApiDescriptionError(
      file,
      pointer,
      `$ref "${ref}" has a malformed percent-escape in "${segment}"; ` +
        `a "%" must start a complete UTF-8 escape such as %20 or %C3%A9, and a literal "%" is written %25.`,
    );
  }
  return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
}

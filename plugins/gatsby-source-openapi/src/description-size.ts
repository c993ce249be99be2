/**
 * A description (the Markdown text of the API, a tag, an operation, a parameter or a schema)
 * becomes the text of a page, of its Markdown twin and of llms-full.txt, whole: a 5.5 MB one made
 * a 5.5 MB page without a word. Over this size the build warns; the longest one today is 1.9 KB.
 */
import { jsonPointer } from "./errors";
import type { RawDocument } from "./types";

export const DESCRIPTION_WARN_BYTES = 32 * 1024;

/** One warning per description longer than `limit` bytes, naming the file and where it is. */
export function oversizedDescriptions(doc: RawDocument, file: string, limit = DESCRIPTION_WARN_BYTES): string[] {
  const warnings: string[] = [];
  const walk = (value: unknown, at: readonly (string | number)[]) => {
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "description" && typeof child === "string") {
        const bytes = Buffer.byteLength(child, "utf8");
        if (bytes > limit) {
          warnings.push(
            `${file} at ${jsonPointer([...at, key])}: this description is ${Math.round(bytes / 1024)} KB, over the ` +
              `${limit / 1024} KB a page's text should need; all of it goes into a page, its Markdown twin and ` +
              "llms-full.txt. Move the long part into a guide and link to it.",
          );
        }
      } else {
        walk(child, [...at, key]);
      }
    }
  };
  walk(doc, []);
  return warnings;
}

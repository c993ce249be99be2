/**
 * An answer as the console shows it: the body pretty-printed when it is JSON, cut to its first
 * lines or characters when long (the reader may expand it), and the documented response it matches.
 * What is shown, expanded, is bounded by characters after formatting, not only by the bytes
 * received: indentation grows with the square of the nesting, so 9 KB of nested brackets would
 * pretty-print to 40 million characters. Such a body is shown as it came.
 */
import type { ConsoleResponse } from "../../common/api-console/types";
import { MAX_BODY_BYTES } from "./read-body";

/** Bodies longer than this many lines are shown collapsed to their first COLLAPSED_LINES. */
export const COLLAPSE_AFTER_LINES = 60;
export const COLLAPSED_LINES = 40;
/**
 * Bodies longer than this many characters are collapsed too, to COLLAPSED_CHARS at most: one
 * line of megabytes (minified JSON, a data URL) would otherwise be laid out whole.
 */
export const COLLAPSE_AFTER_CHARS = 20_000;
export const COLLAPSED_CHARS = 10_000;
/**
 * The most characters the console shows, expanded. A body as received (at most MAX_BODY_BYTES,
 * never more characters than bytes) fits; pretty JSON that would not is shown as it came.
 */
export const MAX_SHOWN_CHARS = MAX_BODY_BYTES;

export interface FormattedBody {
  readonly text: string;
  readonly isJson: boolean;
  /** The parsed body, when it is JSON. */
  readonly value?: unknown;
  readonly lineCount: number;
  /** The first COLLAPSED_LINES lines (at most COLLAPSED_CHARS), when the body is long enough to collapse. */
  readonly preview: string | null;
  /** JSON left as it came because pretty-printed it would run to more than MAX_SHOWN_CHARS: how many. */
  readonly prettyChars: number | null;
  /** The text is only the first MAX_SHOWN_CHARS characters of the body (Download has it all). */
  readonly clipped: boolean;
}

const jsonLength = (value: unknown) => JSON.stringify(value)?.length ?? 0;

/**
 * The length of JSON.stringify(value, null, 2), counted without building it, and given up (as
 * Infinity) once past `limit`. Iterative, so no nesting is too deep to measure.
 */
export function prettyLength(value: unknown, limit = Infinity): number {
  let total = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== "object" || node === null) {
      total += jsonLength(node);
    } else {
      const entries = Array.isArray(node) ? node.map((item) => [null, item] as const) : Object.entries(node);
      const count = entries.length;
      if (count === 0) total += 2;
      // "[\n", each entry on its own indented line, ",\n" between them, "\n" + indent + "]".
      else total += 2 + count * 2 * (depth + 1) + 2 * (count - 1) + 2 + 2 * depth;
      for (const [key, item] of entries) {
        if (key !== null) total += jsonLength(key) + 2;
        pending.push([item, depth + 1]);
      }
    }
    if (total > limit) return Infinity;
  }
  return total;
}

/** `cut`: the body is only the first part of the answer (read-body.ts), so it is shown as it came. */
export function formatBody(raw: string, contentType: string | null, cut = false): FormattedBody {
  let text = raw;
  let isJson = false;
  let value: unknown;
  let prettyChars: number | null = null;
  if (!cut && raw.trim() !== "" && (/\bjson\b/i.test(contentType ?? "") || /^\s*[[{]/.test(raw))) {
    try {
      value = JSON.parse(raw);
      if (prettyLength(value, MAX_SHOWN_CHARS) <= MAX_SHOWN_CHARS) {
        text = JSON.stringify(value, null, 2);
        isJson = true;
      } else {
        prettyChars = prettyLength(value);
      }
    } catch {
      // Not JSON after all (or nested past what JSON.stringify can follow): shown as it came.
    }
  }
  const clipped = text.length > MAX_SHOWN_CHARS;
  // Never between the two halves of a character outside the BMP (an emoji).
  if (clipped)
    text = text.slice(0, /[\uD800-\uDBFF]/.test(text[MAX_SHOWN_CHARS - 1]!) ? MAX_SHOWN_CHARS - 1 : MAX_SHOWN_CHARS);
  const lineCount = text.split("\n").length;
  const long = lineCount > COLLAPSE_AFTER_LINES || text.length > COLLAPSE_AFTER_CHARS;
  return {
    text,
    isJson,
    ...(isJson ? { value } : {}),
    lineCount,
    preview: long ? text.split("\n", COLLAPSED_LINES).join("\n").slice(0, COLLAPSED_CHARS) : null,
    prettyChars,
    clipped,
  };
}

/**
 * The documented response an answer's status matches: the exact status, else its class
 * ("4XX"), else "default". Null when the description documents none of them.
 */
export function documentedResponse(responses: readonly ConsoleResponse[], status: number): ConsoleResponse | null {
  const exact = String(status);
  const range = `${exact[0]}XX`;
  return (
    responses.find((r) => r.status === exact) ??
    responses.find((r) => r.status.toUpperCase() === range) ??
    responses.find((r) => r.status === "default") ??
    null
  );
}

/** Response headers in a stable order for display (names as the browser gives them: lower case). */
export function headerList(headers: Headers): [string, string][] {
  return [...headers.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** "212 ms", "1.4 s". */
export function formatElapsed(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(1)} s`;
}

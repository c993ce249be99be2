/**
 * An answer as the console shows it: the body pretty-printed when it is JSON, cut to its first
 * lines or characters when long (the reader may expand it), and the documented response it matches.
 */
import type { ConsoleResponse } from "../../common/api-console/types";

/** Bodies longer than this many lines are shown collapsed to their first COLLAPSED_LINES. */
export const COLLAPSE_AFTER_LINES = 60;
export const COLLAPSED_LINES = 40;
/**
 * Bodies longer than this many characters are collapsed too, to COLLAPSED_CHARS at most: one
 * line of megabytes (minified JSON, a data URL) would otherwise be laid out whole.
 */
export const COLLAPSE_AFTER_CHARS = 20_000;
export const COLLAPSED_CHARS = 10_000;

export interface FormattedBody {
  readonly text: string;
  readonly isJson: boolean;
  /** The parsed body, when it is JSON. */
  readonly value?: unknown;
  readonly lineCount: number;
  /** The first COLLAPSED_LINES lines (at most COLLAPSED_CHARS), when the body is long enough to collapse. */
  readonly preview: string | null;
}

/** `cut`: the body is only the first part of the answer (read-body.ts), so it is shown as it came. */
export function formatBody(raw: string, contentType: string | null, cut = false): FormattedBody {
  let text = raw;
  let isJson = false;
  let value: unknown;
  if (!cut && raw.trim() !== "" && (/\bjson\b/i.test(contentType ?? "") || /^\s*[[{]/.test(raw))) {
    try {
      value = JSON.parse(raw);
      text = JSON.stringify(value, null, 2);
      isJson = true;
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  const lineCount = text.split("\n").length;
  const long = lineCount > COLLAPSE_AFTER_LINES || text.length > COLLAPSE_AFTER_CHARS;
  return {
    text,
    isJson,
    ...(isJson ? { value } : {}),
    lineCount,
    preview: long ? text.split("\n", COLLAPSED_LINES).join("\n").slice(0, COLLAPSED_CHARS) : null,
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

/**
 * An answer as the console shows it: the body pretty-printed when it is JSON, cut to its first
 * lines when long (the reader may expand it), and the documented response it matches.
 */
import type { ConsoleResponse } from "../../common/api-console/types";

/** Bodies longer than this many lines are shown collapsed to their first COLLAPSED_LINES. */
export const COLLAPSE_AFTER_LINES = 60;
export const COLLAPSED_LINES = 40;

export interface FormattedBody {
  readonly text: string;
  readonly isJson: boolean;
  readonly lineCount: number;
  /** The first COLLAPSED_LINES lines, when the body is long enough to collapse. */
  readonly preview: string | null;
}

export function formatBody(raw: string, contentType: string | null): FormattedBody {
  let text = raw;
  let isJson = false;
  if (raw.trim() !== "" && (/\bjson\b/i.test(contentType ?? "") || /^\s*[[{]/.test(raw))) {
    try {
      text = JSON.stringify(JSON.parse(raw), null, 2);
      isJson = true;
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  const lines = text.split("\n");
  return {
    text,
    isJson,
    lineCount: lines.length,
    preview: lines.length > COLLAPSE_AFTER_LINES ? lines.slice(0, COLLAPSED_LINES).join("\n") : null,
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

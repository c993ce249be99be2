/**
 * This tab's last requests of the operation (api-console/history.ts): method, server, status,
 * when and how long, each with Reopen, which puts its server, parameters and body back in the
 * form (the key is never kept). Clear forgets the tab's whole history.
 */
import React from "react";
import type { HistoryEntry } from "../../../browser/api-console/history";
import { formatElapsed } from "../../../browser/api-console/response";
import { consoleStrings } from "../../../console-strings";

interface Props {
  readonly entries: readonly HistoryEntry[];
  readonly onReopen: (entry: HistoryEntry) => void;
  readonly onClear: () => void;
}

const clock = (time: number) =>
  new Date(time).toLocaleTimeString("en", { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false });

export function History({ entries, onReopen, onClear }: Props) {
  if (entries.length === 0) return null;
  return (
    <details className="api-console-history">
      <summary>{consoleStrings.history(entries.length)}</summary>
      <ol>
        {entries.map((entry) => (
          <li key={entry.time}>
            <span className="api-console-history-line">
              <strong>{entry.status === "unreachable" ? consoleStrings.notReached : entry.status}</strong>{" "}
              {entry.method} {entry.server} ·{" "}
              <time dateTime={new Date(entry.time).toISOString()}>{clock(entry.time)}</time>
              {entry.elapsed !== null && ` · ${formatElapsed(entry.elapsed)}`}
            </span>
            <button
              type="button"
              className="button"
              aria-label={consoleStrings.reopenLabel(entry.method, clock(entry.time))}
              onClick={() => onReopen(entry)}
            >
              {consoleStrings.reopen}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={onClear}>
        {consoleStrings.clearHistory}
      </button>
    </details>
  );
}

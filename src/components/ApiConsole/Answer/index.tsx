/**
 * What came of the last Send: an answer (status, time and size on one line, headers, the body
 * highlighted and foldable with Copy and Download; a 4xx or 5xx is an answer too, linked to the
 * response this reference documents for it), a request that never reached the API (and why that
 * happens from a browser), or a cancelled one. An answer to inputs that have changed since, or
 * left on screen by a refused Send, is marked stale.
 */
import React from "react";
import { documentedResponse, formatElapsed } from "../../../browser/api-console/response";
import { formatSize, MAX_BODY_BYTES } from "../../../browser/api-console/read-body";
import type { ConsoleResponse } from "../../../common/api-console/types";
import { consoleStrings } from "../../../console-strings";
import type { SendState } from "../Console/useSender";
import { ResponseBody } from "./ResponseBody";

type Answered = Extract<SendState, { kind: "answered" }>;

function AnswerDetails({
  answer,
  responses,
  fileName,
}: {
  readonly answer: Answered;
  readonly responses: readonly ConsoleResponse[];
  readonly fileName: string;
}) {
  const documented = documentedResponse(responses, answer.status);
  const failed = answer.status >= 400;
  return (
    <div className="api-console-answer" data-status={answer.status}>
      {/* Said once, here; the announcement above is for screen readers only. */}
      <p className="api-console-status">
        <strong>
          {answer.status} {answer.statusText}
        </strong>{" "}
        · {formatElapsed(answer.elapsed)} · {formatSize(answer.size)}
      </p>
      {failed && <p>{consoleStrings.errorAnswer}</p>}
      {documented ? (
        <p>
          <a href={`#response-${documented.status}`}>{consoleStrings.documentedResponse(documented.status)}</a>
        </p>
      ) : (
        failed && <p>{consoleStrings.undocumentedStatus}</p>
      )}
      {answer.cut && (
        <p className="api-console-notice" role="note">
          {consoleStrings.bodyCut(formatSize(MAX_BODY_BYTES))}
        </p>
      )}
      <details className="api-console-headers">
        <summary>{consoleStrings.responseHeaders(answer.headers.length)}</summary>
        <dl>
          {answer.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <ResponseBody body={answer.body} received={answer.received} fileName={fileName} />
    </div>
  );
}

function announcement(state: SendState): string {
  switch (state.kind) {
    case "sending":
      return consoleStrings.sending;
    case "answered":
      return consoleStrings.answered(`${state.status} ${state.statusText}`.trim(), formatElapsed(state.elapsed));
    case "unreachable":
      return consoleStrings.unreachableTitle;
    case "cancelled":
      return consoleStrings.cancelled;
    default:
      return "";
  }
}

export function Answer({
  state,
  responses,
  stale,
  fileName,
}: {
  readonly state: SendState;
  readonly responses: readonly ConsoleResponse[];
  /** The inputs changed since this answer, or a Send was refused after it. */
  readonly stale: boolean;
  /** The download's name without its extension. */
  readonly fileName: string;
}) {
  const shown = state.kind === "answered" || state.kind === "unreachable";
  return (
    <div className="api-console-result" data-stale={shown && stale ? "true" : undefined}>
      {state.kind !== "idle" && <h4>{consoleStrings.answer}</h4>}
      {/* Screen readers hear how the request ended without leaving the form. It is the one place
          the outcome is said, shown too, except for an answer, whose status line below shows it. */}
      <p role="status" className={state.kind === "answered" ? "visually-hidden" : "api-console-announce"}>
        {announcement(state)}
      </p>
      {shown && stale && <p className="api-console-notice api-console-stale">{consoleStrings.staleAnswer}</p>}
      {state.kind === "answered" && <AnswerDetails answer={state} responses={responses} fileName={fileName} />}
      {state.kind === "unreachable" && (
        <div className="api-console-unreachable">
          <p>{consoleStrings.unreachableWhy(state.url)}</p>
          <p>{consoleStrings.unreachableCurl}</p>
        </div>
      )}
    </div>
  );
}

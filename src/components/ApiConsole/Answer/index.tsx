/**
 * What came of the last Send: an answer (status, time, headers, body; a 4xx or 5xx is an
 * answer too, linked to the response this reference documents for it), a request that never
 * reached the API (and why that happens from a browser), or a cancelled one.
 */
import React, { useState } from "react";
import { documentedResponse, formatElapsed } from "../../../browser/api-console/response";
import type { ConsoleResponse } from "../../../common/api-console/types";
import { consoleStrings } from "../../../console-strings";
import type { SendState } from "../Console/useSender";

type Answered = Extract<SendState, { kind: "answered" }>;

function Body({ body }: { readonly body: Answered["body"] }) {
  const [expanded, setExpanded] = useState(false);
  if (body.text === "") return <p>{consoleStrings.emptyBody}</p>;
  const collapsed = body.preview !== null && !expanded;
  return (
    <>
      {/* The body scrolls sideways; keyboard users need to reach it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="api-console-body" tabIndex={0} aria-label={consoleStrings.responseBody}>
        <code>{collapsed ? `${body.preview}\n…` : body.text}</code>
      </pre>
      {body.preview !== null && (
        <button type="button" className="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? consoleStrings.showFewerLines : consoleStrings.showAllLines(body.lineCount)}
        </button>
      )}
    </>
  );
}

function AnswerDetails({
  answer,
  responses,
}: {
  readonly answer: Answered;
  readonly responses: readonly ConsoleResponse[];
}) {
  const documented = documentedResponse(responses, answer.status);
  const failed = answer.status >= 400;
  return (
    <div className="api-console-answer" data-status={answer.status}>
      <p className="api-console-status">
        <strong>
          {answer.status} {answer.statusText}
        </strong>{" "}
        · {formatElapsed(answer.elapsed)}
      </p>
      {failed && <p>{consoleStrings.errorAnswer}</p>}
      {documented ? (
        <p>
          <a href={`#response-${documented.status}`}>{consoleStrings.documentedResponse(documented.status)}</a>
        </p>
      ) : (
        failed && <p>{consoleStrings.undocumentedStatus}</p>
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
      <Body body={answer.body} />
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
}: {
  readonly state: SendState;
  readonly responses: readonly ConsoleResponse[];
}) {
  return (
    <div className="api-console-result">
      {state.kind !== "idle" && <h4>{consoleStrings.answer}</h4>}
      {/* Screen readers hear how the request ended without leaving the form. */}
      <p role="status" className="api-console-announce">
        {announcement(state)}
      </p>
      {state.kind === "answered" && <AnswerDetails answer={state} responses={responses} />}
      {state.kind === "unreachable" && (
        <div className="api-console-unreachable">
          <p>
            <strong>{consoleStrings.unreachableTitle}</strong>
          </p>
          <p>{consoleStrings.unreachableWhy(state.url)}</p>
          <p>{consoleStrings.unreachableCurl}</p>
        </div>
      )}
    </div>
  );
}

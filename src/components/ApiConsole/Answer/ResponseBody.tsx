/**
 * An answer's body with Copy and Download. JSON up to JSON_VIEW_CHARS is drawn highlighted
 * and foldable (JsonView); anything longer or not JSON is plain text, collapsed to its first
 * lines and characters until the reader expands it, so a large body never blocks the tab.
 * A body too long to show even expanded (api-console/response.ts) is shown with a note saying
 * what was left out; Download always saves what was received.
 */
import React, { useEffect, useState } from "react";
import { MAX_SHOWN_CHARS, type FormattedBody } from "../../../browser/api-console/response";
import { consoleStrings } from "../../../console-strings";
import { JsonView } from "../JsonView";

/** Pretty JSON up to this many characters is drawn as a foldable tree (a few thousand lines). */
const JSON_VIEW_CHARS = 100_000;

function extensionOf(type: string): string {
  if (/\bjson\b/i.test(type)) return "json";
  if (/^text\/html\b/i.test(type)) return "html";
  return "txt";
}

function CopyBody({ text }: { readonly text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="button"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
    >
      <span aria-live="polite">{copied ? consoleStrings.copiedBody : consoleStrings.copyBody}</span>
    </button>
  );
}

/** A link to what was received, as a file: made when pressed, released right after. */
function DownloadBody({ received, fileName }: { readonly received: Blob; readonly fileName: string }) {
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        const url = URL.createObjectURL(received);
        const link = document.createElement("a");
        link.href = url;
        link.download = `${fileName}.${extensionOf(received.type)}`;
        link.click();
        window.setTimeout(() => URL.revokeObjectURL(url), 0);
      }}
    >
      {consoleStrings.downloadBody}
    </button>
  );
}

function LimitNote({ body }: { readonly body: FormattedBody }) {
  if (body.prettyChars === null && !body.clipped) return null;
  return (
    <p className="api-console-notice" role="note">
      {body.prettyChars !== null && consoleStrings.bodyNotPretty(body.prettyChars)}
      {body.prettyChars !== null && body.clipped && " "}
      {body.clipped && consoleStrings.bodyClipped(MAX_SHOWN_CHARS)}
    </p>
  );
}

function PlainBody({ body }: { readonly body: FormattedBody }) {
  const [expanded, setExpanded] = useState(false);
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
          {expanded ? consoleStrings.showLess : consoleStrings.showAll(body.lineCount, body.text.length)}
        </button>
      )}
    </>
  );
}

export function ResponseBody({
  body,
  received,
  fileName,
}: {
  readonly body: FormattedBody;
  readonly received: Blob;
  readonly fileName: string;
}) {
  if (body.text === "") return <p>{consoleStrings.emptyBody}</p>;
  return (
    <>
      <div className="api-console-body-actions">
        <CopyBody text={body.text} />
        <DownloadBody received={received} fileName={fileName} />
      </div>
      <LimitNote body={body} />
      {body.isJson && body.text.length <= JSON_VIEW_CHARS ? (
        <JsonView value={body.value} label={consoleStrings.responseBody} />
      ) : (
        <PlainBody body={body} />
      )}
    </>
  );
}

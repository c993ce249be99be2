/**
 * The code samples, written from the console's inputs as the reader types: the same request
 * Send makes, in curl, Python and JavaScript. The key stays an environment variable unless the
 * reader revealed it.
 */
import React, { useMemo } from "react";
import { highlightSample } from "../../../browser/api-console/highlight-samples";
import { sampleRequest, type ConsoleRequest } from "../../../browser/api-console/request";
import { generateSamples } from "../../../common/code-samples";
import { consoleStrings } from "../../../console-strings";
import { CodeSamples } from "../../CodeSamples";

export function LiveSamples({
  request,
  revealedKey,
}: {
  readonly request: ConsoleRequest | null;
  readonly revealedKey: string | null;
}) {
  // The request is a new object on every render; its content decides whether the samples change.
  const content = JSON.stringify([request, revealedKey]);
  const samples = useMemo(
    () =>
      request
        ? generateSamples(sampleRequest(request, revealedKey)).map((sample) => ({
            lang: sample.lang,
            label: sample.label,
            html: highlightSample(sample.code, sample.lang),
          }))
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content, above.
    [content],
  );
  return (
    <div className="api-console-samples">
      <p className="api-console-hint" aria-live="polite">
        {revealedKey ? consoleStrings.samplesShowKey : consoleStrings.samplesReadKey}
      </p>
      <CodeSamples samples={samples} />
    </div>
  );
}

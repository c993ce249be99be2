/**
 * An operation's request pane: its code samples and example responses, and, once the reader
 * presses Try it in the endpoint bar, the API console in their place (full screen on a phone).
 * The console's code, stylesheet and data load only when the reader reaches for the button:
 * nothing of it is in the page's first load.
 */
import React, { Suspense, useEffect, useRef, useState } from "react";
import { operationStrings } from "../../api-strings/operation";
import { CodeSamples, type CodeSampleData } from "../CodeSamples";
import { LazyErrorBoundary } from "../LazyErrorBoundary";
import { lazyConsole } from "./load";
import { useConsoleOpen } from "./open-state";
import { CONSOLE_PANE_ID } from "./TryIt";
import * as styles from "./styles.module.css";

interface Props {
  readonly slug: string;
  readonly samples: readonly CodeSampleData[];
  /** The documented example responses, by status (shown beside the samples in two panes). */
  readonly examples: React.ReactNode;
}

export function RequestPane({ slug, samples, examples }: Props) {
  const { opened, close, button } = useConsoleOpen();
  const [Console, setConsole] = useState(() => lazyConsole(slug));
  const wasOpen = useRef(false);

  // Closing hands the focus back to the button that opened the console.
  useEffect(() => {
    if (wasOpen.current && opened === 0) button.current?.focus();
    wasOpen.current = opened > 0;
  }, [opened, button]);

  const closed = (
    <>
      <CodeSamples samples={samples} />
      {examples}
    </>
  );
  return (
    <div id={CONSOLE_PANE_ID} className={styles.pane} data-console={opened > 0 ? "open" : "closed"}>
      {opened === 0 ? (
        closed
      ) : (
        <LazyErrorBoundary
          failureText={operationStrings.consoleFailed}
          onRetry={() => setConsole(() => lazyConsole(slug))}
          onClose={close}
        >
          <Suspense
            fallback={
              <>
                <p className={styles.loading} role="status">
                  {operationStrings.consoleLoading}
                </p>
                {closed}
              </>
            }
          >
            <Console samples={samples} examples={examples} opened={opened} onClose={close} />
          </Suspense>
        </LazyErrorBoundary>
      )}
    </div>
  );
}

/**
 * An operation's code samples with a Try it button that opens the API console beside them
 * (below, on narrow screens). The console's code, stylesheet and data load only when the reader
 * reaches for the button (hover, focus, touch or click): nothing of it is in the page's first load.
 */
import React, { Suspense, useEffect, useRef, useState } from "react";
import { operationStrings } from "../../api-strings/operation";
import { CodeSamples, type CodeSampleData } from "../CodeSamples";
import { LazyErrorBoundary } from "../LazyErrorBoundary";
import * as styles from "./styles.module.css";

// Named, so the bench can weigh what opening the console fetches.
const loadConsole = () => import(/* webpackChunkName: "api-console" */ "./Console");
// A new lazy component for each try: React.lazy keeps a failed load's error for good.
const lazyConsole = (slug: string) => React.lazy(() => loadConsole().then((module) => module.prepareConsole(slug)));
// A failed preload is not an error: the click that follows loads it again and reports a failure.
const preloadConsole = () => void loadConsole().catch(() => undefined);

interface Props {
  readonly slug: string;
  readonly summary: string;
  readonly samples: readonly CodeSampleData[];
}

export function ApiConsoleSection({ slug, summary, samples }: Props) {
  const [open, setOpen] = useState(false);
  const [Console, setConsole] = useState(() => lazyConsole(slug));
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closing hands the focus back to the button that opened the console.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <div className={styles.closed}>
        <div className={styles.bar}>
          <button
            ref={button}
            type="button"
            className={`button button--primary ${styles.tryIt}`}
            aria-label={operationStrings.tryItLabel(summary)}
            onClick={() => setOpen(true)}
            onPointerEnter={preloadConsole}
            onFocus={preloadConsole}
            onTouchStart={preloadConsole}
          >
            {operationStrings.tryIt}
          </button>
        </div>
        <CodeSamples samples={samples} />
      </div>
    );
  }
  const close = () => setOpen(false);
  return (
    <LazyErrorBoundary
      failureText={operationStrings.consoleFailed}
      onRetry={() => setConsole(() => lazyConsole(slug))}
      onClose={close}
    >
      <Suspense
        fallback={
          <div className={styles.closed}>
            <p className={styles.bar} role="status">
              {operationStrings.consoleLoading}
            </p>
            <CodeSamples samples={samples} />
          </div>
        }
      >
        <Console samples={samples} onClose={close} />
      </Suspense>
    </LazyErrorBoundary>
  );
}

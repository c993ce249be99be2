/**
 * The boundary around lazily loaded code. When the code failed to arrive it says so in the
 * reader's words (not the chunk's URL, which tells a reader nothing) with a Retry button that
 * loads it again; when the code arrived and then failed, Retry could never help, so it says what
 * went wrong and offers to close instead.
 */
import React from "react";
import { isChunkLoadError } from "../../browser/chunk-errors";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

interface Props {
  /** What to say when the code arrived and then failed (Retry could not help). */
  readonly failureText: string;
  readonly onRetry: () => void;
  readonly onClose: () => void;
  /** Told when the boundary has caught an error (the part it holds is gone from the page). */
  readonly onError?: () => void;
  readonly children: React.ReactNode;
}

export class LazyErrorBoundary extends React.Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const failedToLoad = isChunkLoadError(error);
    return (
      <div className={styles.lazyError} role="alert">
        {failedToLoad ? (
          <p>{strings.lazyLoadFailed}</p>
        ) : (
          <p>
            {this.props.failureText} <span className={styles.errorText}>{error.message}</span>
          </p>
        )}
        {failedToLoad ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              this.props.onRetry();
              this.setState({ error: null });
            }}
          >
            {strings.retry}
          </button>
        ) : (
          <button type="button" className="button" onClick={this.props.onClose}>
            {strings.close}
          </button>
        )}
      </div>
    );
  }
}

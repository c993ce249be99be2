/** Where lazily loaded code failed to arrive: the error text and a Retry button that loads it again. */
import React from "react";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

interface Props {
  readonly onRetry: () => void;
  readonly children: React.ReactNode;
}

export class LazyErrorBoundary extends React.Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.lazyError} role="alert">
        <p>
          {strings.lazyLoadFailed} <span className={styles.errorText}>{error.message}</span>
        </p>
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
      </div>
    );
  }
}

/**
 * Keeps a rendering crash from blanking the site: the shell stays, the page area says what
 * happened and offers to try again.
 */
import React from "react";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

interface Props {
  readonly children: React.ReactNode;
  /** Changing it (e.g. the location) clears a previous crash. */
  readonly resetKey?: string;
}

interface State {
  readonly error: Error | null;
}

export class ErrorBoundary extends React.Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error("This page crashed while rendering.", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.crashed} role="alert">
        <h1>{strings.crashedTitle}</h1>
        <p className={styles.message}>{error.message}</p>
        <button type="button" className="button button--primary" onClick={() => this.setState({ error: null })}>
          {strings.tryAgain}
        </button>
      </div>
    );
  }
}

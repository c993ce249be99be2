/**
 * The boundary above Gatsby's router (wrapRootElement), for an error no page boundary catches:
 * one thrown by the router, the scroll handler or the page chrome around the page. React would
 * otherwise unmount the whole root and leave a blank page, although the HTML on screen was
 * readable. So the boundary keeps a copy of what was on screen when the error came (the server
 * HTML, or the page before a failed navigation), shows it again as it was, and says in one line
 * what happened, with a Try again that loads the page afresh.
 *
 * The copy is made of the DOM nodes themselves (cloneNode), never of their HTML: nothing is
 * parsed again, so what was text stays text.
 */
import React from "react";
import { strings } from "../../strings";

interface Props {
  readonly children: React.ReactNode;
}

interface State {
  /** What was on screen inside the root when the error came, detached. */
  readonly kept: readonly Node[] | null;
}

/** The element React renders the site into (Gatsby's). */
const ROOT_ID = "___gatsby";

/** Copies of the root's nodes as they are now: called while React renders the fallback, before it commits. */
function copyOfScreen(): Node[] {
  const root = document.getElementById(ROOT_ID);
  return root ? [...root.childNodes].map((node) => node.cloneNode(true)) : [];
}

export class RootErrorBoundary extends React.Component<Props, State> {
  override state: State = { kept: null };
  private readonly host = React.createRef<HTMLDivElement>();

  static getDerivedStateFromError(): State {
    return { kept: copyOfScreen() };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error("The page stopped working; its last content is kept as it was.", error, info.componentStack);
  }

  override componentDidMount(): void {
    this.restore();
  }

  override componentDidUpdate(): void {
    this.restore();
  }

  private restore(): void {
    const host = this.host.current;
    if (host && this.state.kept && host.childNodes.length === 0) host.append(...this.state.kept);
  }

  override render() {
    if (!this.state.kept) return this.props.children;
    return (
      <>
        <div className="page-notice" role="alert">
          <p className="page-notice__text">{strings.crashedNotice}</p>
          {/* Answered at once, never held for hydration: a crashed page may never report hydrated. */}
          <button
            type="button"
            className="button button--primary"
            data-early-input="native"
            onClick={() => window.location.reload()}
          >
            {strings.tryAgain}
          </button>
        </div>
        {/* React renders nothing inside: the kept nodes are appended after it commits. */}
        <div ref={this.host} className="page-notice-kept" />
      </>
    );
  }
}

/**
 * Author component: <Details summary>, a disclosure for content most readers skip (a long
 * output, a troubleshooting aside). The native <details>/<summary> element opens with the
 * keyboard, works before the page hydrates, and lets the browser's find-in-page reach it.
 */
import React from "react";
import * as styles from "./styles.module.css";

interface DetailsProps {
  readonly summary: string;
  /** Open when the page loads. */
  readonly open?: boolean;
  readonly children?: React.ReactNode;
}

export function Details({ summary, open = false, children }: DetailsProps) {
  return (
    <details className={styles.details} open={open}>
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

/** "Was this page helpful?" Yes / No: one analytics event (not a page view), then a thank-you. */
import React, { useState } from "react";
import { trackPageFeedback } from "../../browser/analytics";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

export function PageFeedback({ path }: { readonly path: string }) {
  const [sent, setSent] = useState(false);
  const answer = (helpful: boolean) => {
    trackPageFeedback(helpful, path);
    setSent(true);
  };
  return (
    <div className={styles.helpful} role="group" aria-labelledby="page-feedback-question">
      {/* The status region stays in place so the thank-you is announced when it appears. */}
      <p role="status" className={styles.question} id="page-feedback-question">
        {sent ? strings.thanksForFeedback : strings.wasThisHelpful}
      </p>
      {!sent && (
        <>
          <button type="button" className={styles.button} onClick={() => answer(true)}>
            {strings.yes}
          </button>
          <button type="button" className={styles.button} onClick={() => answer(false)}>
            {strings.no}
          </button>
        </>
      )}
    </div>
  );
}

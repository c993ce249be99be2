import React from "react";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

export const MAIN_CONTENT_ID = "__main";

/** The first focusable element of every page: jumps past the navbar to the main content. */
export function SkipToContent() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      {strings.skipToContent}
    </a>
  );
}

import React from "react";
import { Sections, type PageSection } from "../Sections";
import * as styles from "../styles.module.css";

/** The section that makes the request pane (operationSections). */
export const PANE_SECTION = "code-samples";

/**
 * An operation page's body: from 1200 px the reference (intro, then the sections before and after
 * the request pane) on the left and the pane sticky on the right; below, one column in reading
 * order, the pane where its section falls.
 */
export function OperationLayout({
  intro,
  sections,
}: {
  readonly intro: React.ReactNode;
  readonly sections: readonly PageSection[];
}) {
  const at = sections.findIndex((section) => section.id === PANE_SECTION);
  const split = at === -1 ? sections.length : at;
  return (
    <div className={styles.twoPane}>
      <div className={styles.reading}>
        {intro}
        <Sections sections={sections.slice(0, split)} />
      </div>
      {/* The console's bring-into-view finds its scroller by this attribute. */}
      <div className={styles.paneColumn} data-request-pane="">
        <Sections sections={sections.slice(split, split + 1)} />
      </div>
      <div className={styles.readingMore}>
        <Sections sections={sections.slice(split + 1)} />
      </div>
    </div>
  );
}

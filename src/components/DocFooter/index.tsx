/**
 * Under a docs page: "Edit this page", "Last updated", "Was this page helpful?" and
 * "Report a problem". Plain links and buttons in the page chrome (not the lazily hydrated
 * MDX body), so they work as soon as the page has hydrated and add no client library.
 */
import React from "react";
import { pathPrefix, siteConfig } from "../../config";
import { reportProblemUrl } from "../../common/docs/edit-url";
import { strings } from "../../strings";
import { PageFeedback } from "./PageFeedback";
import * as styles from "./styles.module.css";

interface Props {
  readonly path: string;
  readonly title: string;
  /** From Doc.editUrl; null when the site config sets no editUrl. */
  readonly editUrl?: string | null;
  /** Doc.lastUpdated: ISO date and the date as shown; null without git history. */
  readonly lastUpdated?: { readonly iso: string; readonly label: string } | null;
}

export function DocFooter({ path, title, editUrl, lastUpdated }: Props) {
  const issuesUrl = siteConfig.issuesUrl;
  return (
    <footer className={styles.footer} data-doc-footer="">
      <div className={styles.meta}>
        {editUrl && (
          <a className={styles.edit} href={editUrl} target="_blank" rel="noopener noreferrer">
            {strings.editThisPage}
            <span className="visually-hidden"> {strings.opensInNewTab}</span>
          </a>
        )}
        {lastUpdated && (
          <span className={styles.updated}>
            {strings.lastUpdated} <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
          </span>
        )}
      </div>
      <div className={styles.feedback}>
        <PageFeedback path={path} />
        {issuesUrl && (
          <a
            className={styles.report}
            href={reportProblemUrl(issuesUrl, { title, url: `${siteConfig.url}${pathPrefix}${path}` })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {strings.reportProblem}
            <span className="visually-hidden"> {strings.opensInNewTab}</span>
          </a>
        )}
      </div>
    </footer>
  );
}

/** Previous / next links at the bottom of a page, in sidebar order. */
import React from "react";
import type { PageLink } from "../../common/sidebar/props";
import { strings } from "../../strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

export function Pagination({
  previous,
  next,
}: {
  readonly previous?: PageLink | undefined;
  readonly next?: PageLink | undefined;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={strings.docsPages} className={styles.pagination}>
      {previous ? (
        <Link href={previous.href} className={styles.link} rel="prev">
          <span className={styles.sublabel}>{strings.previous}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sublabel}>{strings.next}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}

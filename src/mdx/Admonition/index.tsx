/** Author component: a callout of type note, tip, info, warning or danger. */
import React from "react";
import * as styles from "./styles.module.css";
import { ADMONITION_TITLES as TITLES, type AdmonitionType } from "../../common/admonition-types";

export type { AdmonitionType };

interface Props {
  readonly type: AdmonitionType;
  readonly title?: string;
  readonly children: React.ReactNode;
}

export function Admonition({ type, title, children }: Props) {
  if (!(type in TITLES))
    throw new Error(
      `<Admonition type="${type}"> is not a known type. Valid types are: ${Object.keys(TITLES).join(", ")}.`,
    );
  return (
    <aside className={`${styles.admonition} ${styles[type]}`} aria-label={title ?? TITLES[type]}>
      <p className={styles.heading}>{title ?? TITLES[type]}</p>
      <div className={styles.content}>{children}</div>
    </aside>
  );
}

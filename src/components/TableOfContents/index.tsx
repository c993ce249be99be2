/**
 * The table of contents: on wide screens a sticky list that highlights the section being
 * read; on narrow screens a collapsible "On this page" above the content.
 */
import React, { useState } from "react";
import type { TocItem } from "../../common/docs/toc";
import { strings } from "../../strings";
import { Collapsible } from "../Collapsible";
import { useActiveHeading } from "./useActiveHeading";
import * as styles from "./styles.module.css";

function flattenIds(toc: readonly TocItem[]): string[] {
  return toc.flatMap((item) => [item.id, ...flattenIds(item.children)]);
}

function TocList({
  toc,
  activeId,
  className,
}: {
  readonly toc: readonly TocItem[];
  readonly activeId: string | null;
  readonly className?: string;
}) {
  return (
    <ul className={className ?? styles.list}>
      {toc.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`${styles.link} ${item.id === activeId ? styles.active : ""}`}
            aria-current={item.id === activeId ? "location" : undefined}
          >
            {item.value}
          </a>
          {item.children.length > 0 && <TocList toc={item.children} activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ toc }: { readonly toc: readonly TocItem[] }) {
  const activeId = useActiveHeading(flattenIds(toc));
  return (
    <nav aria-label={strings.onThisPage} className={styles.toc} data-toc="desktop">
      <p className={styles.heading}>{strings.onThisPage}</p>
      <TocList toc={toc} activeId={activeId} className={styles.root} />
    </nav>
  );
}

export function TocCollapsible({ toc }: { readonly toc: readonly TocItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.collapsible} data-toc="mobile">
      <button
        type="button"
        className={styles.collapsibleButton}
        aria-expanded={open}
        aria-controls="toc-mobile"
        onClick={() => setOpen((o) => !o)}
      >
        {strings.onThisPage}
        <span className={`${styles.caret} ${open ? styles.caretOpen : ""}`} aria-hidden="true" />
      </button>
      <Collapsible open={open} id="toc-mobile">
        {/* Following a link closes the list. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div onClick={(e) => (e.target as HTMLElement).closest("a") && setOpen(false)}>
          <TocList toc={toc} activeId={null} className={styles.root} />
        </div>
      </Collapsible>
    </div>
  );
}

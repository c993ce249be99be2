/**
 * The layout of every page that belongs to a sidebar (docs, API reference, category
 * indexes): sidebar, version banner, breadcrumbs, title, content, pagination and TOC. What
 * surrounds the content comes from the page's route data, made at build time.
 */
import React from "react";
import { useRouteData } from "../../contexts/RouteData";
import type { TocItem } from "../../common/docs/toc";
import { Breadcrumbs } from "../Breadcrumbs";
import { DeferHydration } from "../DeferHydration";
import { DocSidebar } from "../DocSidebar";
import { Pagination } from "../Pagination";
import { TableOfContents, TocCollapsible } from "../TableOfContents";
import { VersionBanner } from "../VersionBanner";
import * as styles from "./styles.module.css";

interface Props {
  readonly title: React.ReactNode;
  readonly toc?: readonly TocItem[];
  /** Shown above the title (e.g. the method and path of an operation). */
  readonly eyebrow?: React.ReactNode;
  /** Shown after the title (e.g. "Copy page as Markdown"). */
  readonly actions?: React.ReactNode;
  /** Shown under the article, before the pagination (e.g. "Edit this page" and feedback). */
  readonly footer?: React.ReactNode;
  /**
   * The content takes the TOC's column too, and the TOC is the "On this page" list above it at
   * every width: for pages laid out in two panes of their own (API operations).
   */
  readonly wide?: boolean;
  readonly children: React.ReactNode;
}

export function DocPage({ title, toc = [], eyebrow, actions, footer, wide = false, children }: Props) {
  const { sidebar, version, breadcrumbs, previous, next } = useRouteData();

  return (
    <div className={styles.page}>
      {sidebar && (
        <DeferHydration>
          <aside className={styles.sidebar}>
            <DocSidebar items={sidebar.items} file={sidebar.file} />
          </aside>
        </DeferHydration>
      )}
      {/* The grid reserves the TOC column before the TOC arrives, so streaming HTML never shifts. */}
      <div className={`${styles.main} ${wide ? styles.wide : toc.length > 0 ? styles.withToc : ""}`}>
        <div className={styles.content}>
          {version?.banner && <VersionBanner />}
          <Breadcrumbs crumbs={breadcrumbs} />
          {toc.length > 0 && <TocCollapsible toc={toc} />}
          <article className={styles.article}>
            {eyebrow}
            <header className={styles.header}>
              <h1 className={styles.title}>{title}</h1>
              {actions}
            </header>
            <DeferHydration>
              <div className="markdown">{children}</div>
            </DeferHydration>
          </article>
          {footer}
          <Pagination previous={previous ?? undefined} next={next ?? undefined} />
        </div>
        {toc.length > 0 && !wide && (
          <div className={styles.toc}>
            <TableOfContents toc={toc} />
          </div>
        )}
      </div>
    </div>
  );
}

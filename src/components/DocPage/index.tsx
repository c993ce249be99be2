/**
 * The layout of every page that belongs to a sidebar (docs, API reference, category
 * indexes): sidebar, version banner, breadcrumbs, title, content, pagination and TOC.
 */
import React, { useMemo } from "react";
import { useDocsData } from "../../hooks/useDocsData";
import { versionOfPath } from "../../lib/docs/versions";
import type { TocItem } from "../../lib/docs/toc";
import { activeSidebar } from "../../lib/sidebar/active";
import { breadcrumbs, pagination, sidebarProps } from "../../lib/sidebar/props";
import { Breadcrumbs } from "../Breadcrumbs";
import { DeferHydration } from "../DeferHydration";
import { DocSidebar } from "../DocSidebar";
import { Pagination } from "../Pagination";
import { TableOfContents, TocCollapsible } from "../TableOfContents";
import { VersionBanner } from "../VersionBanner";
import * as styles from "./styles.module.css";

interface Props {
  readonly path: string;
  readonly title: React.ReactNode;
  readonly toc?: readonly TocItem[];
  /** Shown above the title (e.g. the method and path of an operation). */
  readonly eyebrow?: React.ReactNode;
  /** Shown after the title (e.g. "Copy page as Markdown"). */
  readonly actions?: React.ReactNode;
  /** Shown under the article, before the pagination (e.g. "Edit this page" and feedback). */
  readonly footer?: React.ReactNode;
  readonly children: React.ReactNode;
}

export function DocPage({ path, title, toc = [], eyebrow, actions, footer, children }: Props) {
  const { versions, sidebars } = useDocsData();
  const version = versionOfPath(versions, path);
  const sidebar = activeSidebar(
    sidebars.filter((s) => s.version === version?.name),
    path,
  );
  const items = useMemo(() => (sidebar ? sidebarProps(sidebar.items, path) : []), [sidebar, path]);
  const crumbs = sidebar ? breadcrumbs(sidebar.items, path) : [];
  const { previous, next } = sidebar ? pagination(sidebar.items, path) : {};

  return (
    <div className={styles.page}>
      {sidebar && (
        <DeferHydration>
          <aside className={styles.sidebar}>
            <DocSidebar items={items} />
          </aside>
        </DeferHydration>
      )}
      {/* The grid reserves the TOC column before the TOC arrives, so streaming HTML never shifts. */}
      <div className={`${styles.main} ${toc.length > 0 ? styles.withToc : ""}`}>
        <div className={styles.content}>
          {version?.banner && <VersionBanner version={version} path={path} />}
          <Breadcrumbs crumbs={crumbs} />
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
          <Pagination previous={previous} next={next} />
        </div>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <TableOfContents toc={toc} />
          </div>
        )}
      </div>
    </div>
  );
}

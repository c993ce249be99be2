/** /release-notes/: every entry, newest first, with a sidebar of entries grouped by year. */
import { graphql, withPrefix, type PageProps } from "gatsby";
import React from "react";
import { Link } from "../components/Link";
import { Seo } from "../components/Seo";
import { groupByYear } from "../common/release-notes";
import * as styles from "./release-notes.module.css";
import { strings } from "../strings";

const TITLE = "Release notes";
const DESCRIPTION = "What changed in AutoEval, release by release: new models, API operations and console features.";
// The same paths src/build/release-notes/feeds.ts writes (it is build-time code, not imported here).
const FEEDS = [
  { type: "application/rss+xml", title: "AutoEval release notes (RSS)", href: "/release-notes/rss.xml", name: "RSS" },
  {
    type: "application/atom+xml",
    title: "AutoEval release notes (Atom)",
    href: "/release-notes/atom.xml",
    name: "Atom",
  },
] as const;

export default function ReleaseNotesTemplate({ data }: PageProps<Queries.ReleaseNotesQuery>) {
  const notes = data.allReleaseNote.nodes;
  const years = groupByYear(notes);
  return (
    <>
      <Seo title={TITLE} description={DESCRIPTION} path="/release-notes/" feeds={FEEDS} />
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <nav aria-label={strings.releaseNotesByYear}>
            {years.map(({ year, items }) => (
              <div key={year} className={styles.year}>
                <h2 className={styles.yearTitle}>{year}</h2>
                <ul className={styles.yearList}>
                  {items.map((note) => (
                    <li key={note.anchor}>
                      <a href={`#${note.anchor}`}>{note.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <div className={styles.entries}>
          <h1>{TITLE}</h1>
          <p className={styles.lead}>{DESCRIPTION}</p>
          <p className={styles.feeds}>
            {strings.releaseNotesFeeds}{" "}
            {FEEDS.map((feed, index) => (
              <React.Fragment key={feed.href}>
                {index > 0 && " · "}
                <Link href={withPrefix(feed.href)} type={feed.type}>
                  {feed.name}
                </Link>
              </React.Fragment>
            ))}
          </p>
          {notes.map((note) => (
            <article key={note.anchor} id={note.anchor} className={`${styles.entry} markdown`}>
              <h2 className={styles.entryTitle}>
                <a href={`#${note.anchor}`}>{note.title}</a>
              </h2>
              <p className={styles.date}>
                <time dateTime={note.isoDate}>{note.date}</time>
              </p>
              {/* Rendered at build time from the entry's Markdown, raw HTML disabled. */}
              <div dangerouslySetInnerHTML={{ __html: note.html }} />
            </article>
          ))}
        </div>
      </div>
    </>
  );
}

export const query = graphql`
  query ReleaseNotes {
    allReleaseNote(sort: { date: DESC }) {
      nodes {
        title
        anchor
        date(formatString: "MMMM D, YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
        year: date(formatString: "YYYY")
        html
      }
    }
  }
`;

/**
 * The release-notes feeds, /release-notes/rss.xml and /release-notes/atom.xml, written by the
 * `feed` library from the ReleaseNote nodes: full entries, every link absolute, since a feed
 * reader resolves nothing against the site.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import type { CreatePagesArgs } from "gatsby";

export const RELEASE_NOTES_PATH = "/release-notes/";
export const RSS_PATH = "/release-notes/rss.xml";
export const ATOM_PATH = "/release-notes/atom.xml";

export interface FeedNote {
  readonly title: string;
  readonly description: string;
  readonly anchor: string;
  /** YYYY-MM-DD */
  readonly isoDate: string;
  readonly html: string;
}

export interface FeedSite {
  readonly title: string;
  /** Canonical origin, no trailing slash. */
  readonly url: string;
  readonly pathPrefix: string;
}

/** Root-relative href and src attributes (`/quickstart/`, not `//host`) made absolute on the site. */
export function absoluteLinks(html: string, base: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${base}/`);
}

export function releaseNotesFeeds(notes: readonly FeedNote[], site: FeedSite): { rss: string; atom: string } {
  const base = `${site.url}${site.pathPrefix}`;
  const page = `${base}${RELEASE_NOTES_PATH}`;
  const dated = notes.map((note) => ({ ...note, date: new Date(`${note.isoDate}T00:00:00Z`) }));
  const feed = new Feed({
    id: page,
    link: page,
    title: `${site.title}: release notes`,
    description: "What changed in AutoEval, release by release.",
    language: "en",
    updated: dated.reduce<Date | undefined>((max, n) => (!max || n.date > max ? n.date : max), undefined),
    feedLinks: { rss: `${base}${RSS_PATH}`, atom: `${base}${ATOM_PATH}` },
    copyright: `AutoEval`,
    generator: false,
  });
  for (const note of dated) {
    const link = `${page}#${note.anchor}`;
    feed.addItem({
      id: link,
      link,
      title: note.title,
      date: note.date,
      description: note.description,
      content: absoluteLinks(note.html, base),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}

/** Writes both feeds into the built site. */
export function writeReleaseNotesFeeds(publicDir: string, notes: readonly FeedNote[], site: FeedSite): void {
  const { rss, atom } = releaseNotesFeeds(notes, site);
  mkdirSync(path.join(publicDir, RELEASE_NOTES_PATH), { recursive: true });
  writeFileSync(path.join(publicDir, RSS_PATH), rss);
  writeFileSync(path.join(publicDir, ATOM_PATH), atom);
}

/** The release notes, newest first, as the feeds need them. */
export async function feedNotes(graphql: CreatePagesArgs["graphql"]): Promise<FeedNote[]> {
  const notes = await graphql<{ allReleaseNote: { nodes: FeedNote[] } }>(`
    query ReleaseNotesFeed {
      allReleaseNote(sort: { date: DESC }) {
        nodes {
          title
          description
          anchor
          isoDate: date(formatString: "YYYY-MM-DD")
          html
        }
      }
    }
  `);
  return notes.data?.allReleaseNote.nodes ?? [];
}

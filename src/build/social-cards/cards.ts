/**
 * Social cards: one 1200×630 PNG per built page under /og/ (src/common/social-card.ts), drawn
 * by sharp in a child process (src/build/social-cards/drawer.ts) from an SVG template with the page's
 * title, its section and the product name in the site's colours. Title and section are read
 * from the page's HTML, as readers get it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { createCardDrawer, type CardDrawer, type DrawSvg } from "./drawer";
import { pageMain } from "../page-main";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath } from "../../common/social-card";

export interface CardText {
  readonly title: string;
  readonly section: string;
  readonly product: string;
}

const COLORS = { background: "#1d2a5c", accent: "#8fa6ff", text: "#ffffff", muted: "#c9d1f5" };
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const MAX_LINE = 24;
const MAX_LINES = 3;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy word wrap; the last line ends in an ellipsis when the title is longer than fits. */
export function wrapTitle(title: string, maxLine = MAX_LINE, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxLine - 1)}…`;
  return kept;
}

export function cardSvg({ title, section, product }: CardText): string {
  const lines = wrapTitle(title);
  const titleTspans = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 78}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD_WIDTH}" height="${SOCIAL_CARD_HEIGHT}" viewBox="0 0 ${SOCIAL_CARD_WIDTH} ${SOCIAL_CARD_HEIGHT}">
  <rect width="100%" height="100%" fill="${COLORS.background}"/>
  <rect x="0" y="0" width="16" height="100%" fill="${COLORS.accent}"/>
  <text x="80" y="120" font-family="${FONT}" font-size="34" font-weight="bold" fill="${COLORS.accent}">${escapeXml(section)}</text>
  <text x="80" y="250" font-family="${FONT}" font-size="64" font-weight="bold" fill="${COLORS.text}">${titleTspans}</text>
  <text x="80" y="560" font-family="${FONT}" font-size="36" fill="${COLORS.muted}">${escapeXml(product)}</text>
</svg>`;
}

/**
 * The part of a page the card text comes from: its <title>, and its <main> from the
 * breadcrumbs to the end of the first h1 (pageMain leaves out the sidebar before them).
 * Parsing that, not the whole page, keeps the cards cheap on a cold build, at any size of site.
 */
function upToFirstHeading(html: string): string {
  const main = pageMain(html);
  // pageMain gives a page without <main> back whole: read all of it.
  if (main === html) return html;
  const title = /<title[\s>][\s\S]*?<\/title>/.exec(html)?.[0] ?? "";
  const h1End = main.indexOf("</h1>");
  return h1End < 0 ? html : `${title}${main.slice(0, h1End + "</h1>".length)}`;
}

/** The page's title (its h1, else its <title> before the delimiter) and section (first breadcrumb after Home). */
export function cardTextOf(html: string, fallback: { section: string; product: string; delimiter: string }): CardText {
  const root = parse(upToFirstHeading(html));
  const h1 = root.querySelector("main h1")?.textContent.replace(/\s+/g, " ").replace(/#$/, "").trim();
  const docTitle = root.querySelector("title")?.textContent.split(` ${fallback.delimiter} `)[0]?.trim();
  const crumbs = root.querySelectorAll('nav[aria-label="Breadcrumbs"] li');
  const crumb = crumbs.length > 2 ? crumbs[1]!.textContent.replace(/\s+/g, " ").trim() : "";
  return { title: h1 || docTitle || fallback.product, section: crumb || fallback.section, product: fallback.product };
}

/** One card as PNG bytes, drawn by `drawSvg` (src/build/social-cards/drawer.ts). */
export function drawCard(text: CardText, drawSvg: DrawSvg): Promise<Buffer> {
  return drawSvg(cardSvg(text));
}

/**
 * Draws every page's card; returns the site paths written. `draw` is drawCard, or a cached
 * form of it (src/build/cache/cached-steps.ts); the cards it has to draw go to one child process, all
 * asked for at once.
 */
export async function writeSocialCards(
  publicDir: string,
  pages: readonly { path: string; text: CardText }[],
  draw: (text: CardText, drawSvg: DrawSvg) => Promise<Uint8Array> = drawCard,
  drawer: CardDrawer = createCardDrawer(),
): Promise<string[]> {
  try {
    const written = await Promise.all(
      pages.map(async (page) => {
        const file = socialCardPath(page.path);
        const png = await draw(page.text, drawer.draw);
        const target = path.join(publicDir, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, png);
        return file;
      }),
    );
    return written.sort();
  } finally {
    drawer.close();
  }
}

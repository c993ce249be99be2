/**
 * Search records from a built page: the page title, then one record per h2/h3 section with
 * its anchor, so hits land on the right heading. Read from the HTML readers get.
 */
import { parse, type HTMLElement } from "node-html-parser";
import type { SearchRecord } from "../../common/search/types";
import { pageMain } from "../page-main";

const MAX_CONTENT = 280;

/**
 * At most `max` characters, ending at a word's end: a word cut in two would be indexed as a
 * word of its own ("evaluat") and read as one in the snippet.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  return (space > 0 ? text.slice(0, space) : text.slice(0, max)).trimEnd();
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").replace(/#$/, "").trim();
}

function headingText(el: HTMLElement): string {
  return clean(
    el.childNodes
      .filter((n) => !(n instanceof Object && "classList" in n && (n as HTMLElement).classList?.contains("hash-link")))
      .map((n) => n.textContent)
      .join(""),
  );
}

/** The top-level section a page belongs to: the first breadcrumb after Home. */
function sectionOf(root: HTMLElement, fallback: string): string {
  const crumbs = root.querySelectorAll('nav[aria-label="Breadcrumbs"] li');
  const first = crumbs.length > 2 ? clean(crumbs[1]!.textContent) : "";
  return first || fallback;
}

export function recordsFromHtml(path: string, html: string, fallbackSection: string): SearchRecord[] {
  const root = parse(pageMain(html));
  const section = sectionOf(root, fallbackSection);
  // A doc page is one <article> with its h1; a page of entries (release notes) has its h1
  // above one <article> per entry, and its body is what holds the h1.
  const article = root.querySelector("article");
  const h1 = article?.querySelector("h1") ?? root.querySelector("main h1");
  const title = clean(h1?.textContent ?? "");
  if (!h1 || !title) return [];
  const body = article?.querySelector("h1") ? (article.querySelector(".markdown") ?? article) : h1.parentNode;
  // Chrome, code and repeated material (schema trees on operation pages) are marked data-nosearch.
  body.querySelectorAll("script, style, button, pre, .hash-link, nav, [data-nosearch]").forEach((el) => el.remove());

  const records: SearchRecord[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor = "";
  let buffer: string[] = [];
  let count = 0;

  const flush = () => {
    const content = cutAtWord(clean(buffer.join(" ")), MAX_CONTENT);
    const type = lvl3 ? "lvl3" : lvl2 ? "lvl2" : "lvl1";
    if (records.length === 0 || lvl2 !== null || content) {
      records.push({
        id: `${path}#${count++}`,
        url: anchor ? `${path}#${anchor}` : path,
        type: content && records.length > 0 ? "content" : type,
        hierarchy: { lvl0: section, lvl1: title, lvl2, lvl3 },
        content,
      });
    }
    buffer = [];
  };

  // A heading without an id is reached through its entry's id (<article id> around an h2).
  const visit = (el: HTMLElement, entryId: string) => {
    for (const child of el.childNodes) {
      if (child.nodeType === 3) {
        buffer.push(child.textContent);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      const tag = element.tagName?.toLowerCase();
      if (tag === "h1") continue;
      const id = element.id || entryId;
      if ((tag === "h2" || tag === "h3") && id) {
        flush();
        if (tag === "h2") {
          lvl2 = headingText(element);
          lvl3 = null;
        } else {
          lvl3 = headingText(element);
        }
        anchor = id;
        continue;
      }
      visit(element, /^(article|section)$/.test(tag ?? "") && element.id ? element.id : entryId);
      if (/^(p|li|pre|tr|h4|h5|h6|div|dd|dt)$/.test(tag ?? "")) buffer.push(" ");
    }
  };
  visit(body, "");
  flush();
  return records;
}

/**
 * Search records from a built page: the page title, then one record per h2/h3 section with
 * its anchor, so hits land on the right heading. Read from the HTML readers get.
 */
import { parse, type HTMLElement } from "node-html-parser";
import type { SearchRecord } from "./types";

const MAX_CONTENT = 280;

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
  const root = parse(html);
  const section = sectionOf(root, fallbackSection);
  const article = root.querySelector("article");
  if (!article) return [];
  const title = clean(article.querySelector("h1")?.textContent ?? "");
  if (!title) return [];
  const body = article.querySelector(".markdown") ?? article;
  // Chrome, code and repeated material (schema trees on operation pages) are marked data-nosearch.
  body.querySelectorAll("script, style, button, pre, .hash-link, nav, [data-nosearch]").forEach((el) => el.remove());

  const records: SearchRecord[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor = "";
  let buffer: string[] = [];
  let count = 0;

  const flush = () => {
    const content = clean(buffer.join(" ")).slice(0, MAX_CONTENT);
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

  const visit = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      if (child.nodeType === 3) {
        buffer.push(child.textContent);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      const tag = element.tagName?.toLowerCase();
      if ((tag === "h2" || tag === "h3") && element.id) {
        flush();
        if (tag === "h2") {
          lvl2 = headingText(element);
          lvl3 = null;
        } else {
          lvl3 = headingText(element);
        }
        anchor = element.id;
        continue;
      }
      visit(element);
      if (/^(p|li|pre|tr|h4|h5|h6|div|dd|dt)$/.test(tag ?? "")) buffer.push(" ");
    }
  };
  visit(body);
  flush();
  return records;
}

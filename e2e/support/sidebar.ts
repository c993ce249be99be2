/**
 * The docs sidebar as the content defines it (content/sidebars/current.json plus each doc's
 * sidebar_label or title), to compare with what the page shows.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

export interface ExpectedItem {
  readonly label: string;
  /** null for a category without a link. */
  readonly href: string | null;
  readonly items?: readonly ExpectedItem[];
  /** The generated API reference: its items are checked elsewhere. */
  readonly generated?: boolean;
}

type SidebarEntry =
  | string
  | {
      type: "category";
      label: string;
      link?: { type: "doc"; id: string } | { type: "generated-index"; slug: string };
      items: SidebarEntry[];
    }
  | { type: "link"; label: string; href: string }
  | { type: "api-reference" }
  | { type: "doc"; id: string; label?: string };

function frontMatter(docId: string, docsDir: string): Record<string, string> {
  const source = readFileSync(path.join(docsDir, `${docId}.mdx`), "utf8");
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "";
  return Object.fromEntries(
    block
      .split("\n")
      .map((line) => /^([a-z_]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!.replace(/^["']|["']$/g, "")]),
  );
}

export function docPath(docId: string): string {
  if (docId === "index") return "/";
  return `/${docId.replace(/\/index$/, "")}/`;
}

function docLabel(docId: string, docsDir: string): string {
  const fm = frontMatter(docId, docsDir);
  return fm["sidebar_label"] ?? fm["title"] ?? docId;
}

function toExpected(entry: SidebarEntry, docsDir: string): ExpectedItem {
  if (typeof entry === "string") return { label: docLabel(entry, docsDir), href: docPath(entry) };
  switch (entry.type) {
    case "doc":
      return { label: entry.label ?? docLabel(entry.id, docsDir), href: docPath(entry.id) };
    case "link":
      return { label: entry.label, href: entry.href };
    case "api-reference":
      return { label: "(API reference)", href: null, generated: true };
    case "category": {
      const href = !entry.link
        ? null
        : entry.link.type === "doc"
          ? docPath(entry.link.id)
          : `/category/${entry.link.slug}/`;
      return { label: entry.label, href, items: entry.items.map((item) => toExpected(item, docsDir)) };
    }
  }
}

/** The current version's "docs" sidebar. */
export function expectedSidebar(): ExpectedItem[] {
  const json = JSON.parse(readFileSync(path.join(ROOT, "content/sidebars/current.json"), "utf8")) as {
    docs: SidebarEntry[];
  };
  return json.docs.map((entry) => toExpected(entry, path.join(ROOT, "content/docs")));
}

export interface ShownItem {
  readonly label: string;
  readonly href: string | null;
  readonly expanded?: boolean;
  readonly items?: readonly ShownItem[];
}

/**
 * Reads the sidebar tree from the page (collapsed categories included, they are only hidden).
 * Runs in the browser.
 */
export function readSidebarInPage(): ShownItem[] {
  const nav = document.querySelector('nav[aria-label="Docs sidebar"]');
  const text = (el: Element | null) =>
    [...(el?.childNodes ?? [])]
      .filter((n) => !(n instanceof Element && n.getAttribute("aria-hidden") === "true"))
      .map((n) => n.textContent ?? "")
      .join("")
      .replace(/\s+/g, " ")
      .trim();
  const walk = (ul: Element | null): ShownItem[] =>
    [...(ul?.children ?? [])].map((li) => {
      const direct = li.querySelector(":scope > a");
      if (direct) {
        const label = direct.querySelector("span:not([aria-hidden])")
          ? text([...direct.querySelectorAll("span:not([aria-hidden])")].pop() ?? null)
          : text(direct);
        return { label, href: direct.getAttribute("href") };
      }
      const row = li.querySelector(":scope > div:not([data-collapsible])");
      const head = row?.querySelector("a, button") ?? null;
      const caret = row?.querySelector("[aria-expanded]") ?? null;
      return {
        label: text(head),
        href: head?.tagName === "A" ? head.getAttribute("href") : null,
        expanded: caret?.getAttribute("aria-expanded") === "true",
        items: walk(li.querySelector(":scope > [data-collapsible] > ul")),
      };
    });
  return walk(nav?.querySelector(":scope > ul") ?? null);
}

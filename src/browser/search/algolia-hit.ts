/**
 * Algolia's hits made safe for the DocSearch modal. DocSearch renders a hit's snippet values,
 * and its plain hierarchy and content where there is no snippet, as HTML; it also keeps the
 * hits a reader selects as recent searches and shows them again the same way. Algolia returns
 * the indexed text unescaped, so every text is escaped here and the highlight and snippet
 * values keep only their <mark> tags. (The embedded index's client escapes its own hits.)
 */
import type { DocSearchHit } from "@docsearch/react";
import { escapeHtml, markedText } from "./highlight";

function escapedText(value: unknown): string | null {
  return typeof value === "string" ? escapeHtml(value) : null;
}

/** A highlight or snippet tree with each `value` string made escaped text plus <mark>. */
function markedValues(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(markedValues);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "value" && typeof value === "string" ? markedText(value) : markedValues(value),
    ]),
  );
}

export function safeAlgoliaHit(hit: DocSearchHit): DocSearchHit {
  const hierarchy = Object.fromEntries(
    Object.entries(hit.hierarchy ?? {}).map(([level, text]) => [level, escapedText(text)]),
  ) as DocSearchHit["hierarchy"];
  return {
    ...hit,
    hierarchy,
    content: escapedText(hit.content),
    _highlightResult: markedValues(hit._highlightResult) as DocSearchHit["_highlightResult"],
    _snippetResult: markedValues(hit._snippetResult) as DocSearchHit["_snippetResult"],
  };
}

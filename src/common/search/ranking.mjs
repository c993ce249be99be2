/**
 * How the embedded search reads words and ranks pages. Plain JavaScript, so the browser engine
 * (engine.ts), the relevance test (scripts/search-relevance.mjs) and the bench all run this
 * one definition.
 */
import MiniSearch from "minisearch";
import { fallbackStems, queryForms, synonymRules } from "./query-forms.mjs";
import { indexTokens, processTerm, queryTokens, stemsOf, titleKey } from "./words.mjs";

export { indexTokens, processTerm, queryTokens };

/** A page's kind, by its path: what its template is, and how much it counts. */
export function pageKind(url) {
  const path = url.split("#")[0];
  if (path.startsWith("/api/schemas/")) return "schema";
  if (path.startsWith("/api/")) return "operation";
  if (path === "/release-notes/") return "release-notes";
  return "guide";
}

/**
 * How much a page kind counts: the guides first, then release notes (which mention every
 * feature once), then API operations, then the schema pages that repeat field names.
 */
const KIND_BOOST = { guide: 1, "release-notes": 0.8, operation: 0.7, schema: 0.2 };

export function recordBoost(record) {
  return KIND_BOOST[pageKind(record.url)];
}

/**
 * `titleKey` holds a page's whole title as one term (words.mjs), on the page's own record
 * only: a query that is the title finds it, and its weight puts that page first.
 */
export const FIELDS = ["title", "headings", "section", "content", "titleKey"];

export const SEARCH_OPTIONS = {
  boost: { title: 10, headings: 2.5, section: 0.3, titleKey: 10 },
  prefix: true,
  fuzzy: (term) => (term.length >= 7 ? 0.2 : false),
  combineWith: "AND",
  tokenize: queryTokens,
  processTerm,
};

/** The title key is one term as it is; every other field is read word by word. */
export const ENGINE_OPTIONS = {
  fields: FIELDS,
  storeFields: [],
  tokenize: (text, field) => (field === "titleKey" ? (text ? [text] : []) : indexTokens(text)),
  processTerm: (term, field) => (field === "titleKey" ? term : processTerm(term)),
  searchOptions: SEARCH_OPTIONS,
};

/** A kind's heading counts as its template's when at least this share of the kind's pages has it. */
const TEMPLATE_SHARE = 0.5;
/** A kind of fewer pages has no template headings: a few guides may share a heading by chance. */
const TEMPLATE_PAGES = 4;

/**
 * The section headings a page template gives every page ("Code samples", "Responses" and
 * "Request body" on each operation, "Properties" and "Example" on each schema), as
 * `kind\nheading`. They carry no weight of their own: a query for "responses" should not list
 * fifty operations.
 * @param {readonly import("./types").SearchRecord[]} records
 */
export function headingsOfTemplates(records) {
  const pagesOfKind = new Map();
  const pagesWithHeading = new Map();
  for (const record of records) {
    const kind = pageKind(record.url);
    const page = record.url.split("#")[0];
    if (!pagesOfKind.has(kind)) pagesOfKind.set(kind, new Set());
    pagesOfKind.get(kind).add(page);
    for (const heading of [record.hierarchy.lvl2, record.hierarchy.lvl3]) {
      if (!heading) continue;
      const key = `${kind}\n${heading}`;
      if (!pagesWithHeading.has(key)) pagesWithHeading.set(key, new Set());
      pagesWithHeading.get(key).add(page);
    }
  }
  const shared = new Set();
  for (const [key, pages] of pagesWithHeading) {
    const kindPages = pagesOfKind.get(key.split("\n")[0]).size;
    if (kindPages >= TEMPLATE_PAGES && pages.size >= TEMPLATE_SHARE * kindPages) shared.add(key);
  }
  return shared;
}

/**
 * A record's indexed fields: the page title on every record, so each section of a page answers
 * for it; its headings but those of its page's template; the whole title on the page's own record.
 * @param {ReadonlySet<string>} shared headingsOfTemplates of the records indexed together
 */
export function indexedFields(record, shared = new Set()) {
  const kind = pageKind(record.url);
  return {
    id: record.id,
    title: record.hierarchy.lvl1,
    headings: [record.hierarchy.lvl2, record.hierarchy.lvl3]
      .filter((heading) => heading && !shared.has(`${kind}\n${heading}`))
      .join(" "),
    section: record.hierarchy.lvl0,
    content: record.content,
    titleKey: record.type === "lvl1" ? titleKey(stemsOf(record.hierarchy.lvl1)) : "",
  };
}

export function buildIndex(records) {
  const engine = new MiniSearch(ENGINE_OPTIONS);
  const shared = headingsOfTemplates(records);
  engine.addAll(records.map((record) => indexedFields(record, shared)));
  return engine;
}

/** The serialized index and its records, with each record's page-kind boost applied at query time. */
export function loadIndex(file) {
  const boosts = new Map(file.records.map((r) => [r.id, recordBoost(r)]));
  return MiniSearch.loadJS(file.index, {
    ...ENGINE_OPTIONS,
    searchOptions: { ...SEARCH_OPTIONS, boostDocument: (id) => boosts.get(id) ?? 1 },
  });
}

/** Stems go to MiniSearch as they are: query-forms.mjs has read the words already. */
const AS_STEMS = { tokenize: (text) => text.split(" "), processTerm: (term) => term };

/** When fewer pages than this match a whole form of the query, the records that match some of its stems follow. */
export const FILL_PAGES = 5;

/**
 * Every form of the query (query-forms.mjs), any of which may match; every stem of a form
 * must match. When the forms find fewer than FILL_PAGES pages, the records that match any stem
 * follow them, so a reader's wordier question still lists the pages that answer most of it.
 * @param {Readonly<Record<string, readonly string[]>>} [synonyms] the site config's search.synonyms
 * @param {ReadonlyMap<string, string>} [corrections] misspelt words and the words searched instead
 */
export function rankedSearch(engine, query, synonyms, corrections) {
  const rules = synonymRules(synonyms);
  const forms = queryForms(query, rules, corrections);
  if (forms.length === 0) return [];
  const all = engine.search({
    combineWith: "OR",
    queries: forms.map(({ stems, exact }) => ({
      combineWith: "AND",
      queries: [stems.join(" ")],
      ...AS_STEMS,
      ...(exact ? { prefix: false, fuzzy: false } : {}),
    })),
  });
  if (new Set(all.map((result) => String(result.id).split("#")[0])).size >= FILL_PAGES) return all;
  const found = new Set(all.map((result) => result.id));
  const some = engine.search(fallbackStems(query, rules, corrections).join(" "), { combineWith: "OR", ...AS_STEMS });
  return [...all, ...some.filter((result) => !found.has(result.id))];
}

/** The distinct pages of ranked results, in order: what the modal shows as groups. */
export function distinctPages(results, urlOf) {
  const pages = [];
  for (const result of results) {
    const page = urlOf(result.id)?.split("#")[0];
    if (page && !pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** The pages that answer a relevance case: its `page`, or any of its `pages`. */
export function answersOf({ page, pages }) {
  return pages ?? [page];
}

/** Runs each relevance case; a case passes when a page that answers it is among the first `top` distinct pages. */
export function relevance(file, cases, top = 3, synonyms = undefined) {
  const engine = loadIndex(file);
  const urls = new Map(file.records.map((r) => [r.id, r.url]));
  const outcomes = cases.map((relevanceCase) => {
    const found = distinctPages(rankedSearch(engine, relevanceCase.query, synonyms), (id) => urls.get(id));
    const pages = answersOf(relevanceCase);
    const rank = found.findIndex((page) => pages.includes(page)) + 1;
    return { query: relevanceCase.query, pages, rank, passed: rank > 0 && rank <= top, top: found.slice(0, top) };
  });
  return { outcomes, passed: outcomes.filter((o) => o.passed).length, total: outcomes.length };
}

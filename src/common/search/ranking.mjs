/**
 * How the embedded search reads words and ranks pages. Plain JavaScript, so the browser engine
 * (engine.ts), the relevance test (scripts/search-relevance.mjs) and the bench all run this
 * one definition.
 */
import MiniSearch from "minisearch";
import { stemmer } from "stemmer";

/** Words that only join others; dropped so "how to fine tune a model" needs only its content words. */
const STOP_WORDS = new Set(
  "a an and are as at be by do does for from how i in is it my of on or the to what with".split(" "),
);

const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** A compound written with hyphens or underscores: fine-tune, alBERTa-LC-8k, auto_eval. */
const COMPOUND = /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+$/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A page's words: each part of a compound, and the compound joined ("fine-tune" gives fine, tune, finetune). */
export function indexTokens(text) {
  const tokens = [];
  for (const chunk of text.split(/\s+/)) {
    const word = chunk.replace(EDGE_PUNCTUATION, "");
    const parts = word.split(NOT_WORD).filter(Boolean);
    tokens.push(...parts);
    if (parts.length > 1 && COMPOUND.test(word)) tokens.push(parts.join(""));
  }
  return tokens;
}

/** A query's words: hyphens and underscores separate them ("fine-tune" is fine + tune). */
export function queryTokens(text) {
  return text.split(NOT_WORD).filter(Boolean);
}

/** One form per word on both sides: lowercase, stop words dropped, English suffixes removed (tuning, tune → tun). */
export function processTerm(term) {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stemmer(lower);
}

/**
 * How much a page kind counts: the guides first, then release notes (which mention every
 * feature once), then API operations, then the schema pages that repeat field names.
 */
export function recordBoost(record) {
  const path = record.url.split("#")[0];
  if (path.startsWith("/api/schemas/")) return 0.2;
  if (path.startsWith("/api/")) return 0.7;
  if (path === "/release-notes/") return 0.8;
  return 1;
}

export const FIELDS = ["title", "headings", "section", "content"];

export const SEARCH_OPTIONS = {
  boost: { title: 10, headings: 2.5, section: 0.3 },
  prefix: true,
  fuzzy: (term) => (term.length >= 7 ? 0.2 : false),
  combineWith: "AND",
  tokenize: queryTokens,
  processTerm,
};

export const ENGINE_OPTIONS = {
  fields: FIELDS,
  storeFields: [],
  tokenize: indexTokens,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

/** A record's indexed fields: the page title on every record, so each section of a page answers for it. */
export function indexedFields(record) {
  return {
    id: record.id,
    title: record.hierarchy.lvl1,
    headings: [record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(" "),
    section: record.hierarchy.lvl0,
    content: record.content,
  };
}

export function buildIndex(records) {
  const engine = new MiniSearch(ENGINE_OPTIONS);
  engine.addAll(records.map(indexedFields));
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

/**
 * The query as written, or with two neighbouring words joined ("quick start" also finds
 * "Quickstart"); every word must match, and when no record has them all, any word may.
 */
export function rankedSearch(engine, query) {
  const words = queryTokens(query);
  if (words.length === 0) return [];
  const variants = [words.join(" ")];
  for (let i = 0; i + 1 < words.length && words.length <= 4; i++) {
    variants.push([...words.slice(0, i), words[i] + words[i + 1], ...words.slice(i + 2)].join(" "));
  }
  const all = engine.search({
    combineWith: "OR",
    queries: variants.map((v) => ({ combineWith: "AND", queries: [v] })),
  });
  return all.length > 0 ? all : engine.search(words.join(" "), { combineWith: "OR" });
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

/** Runs each relevance case; a case passes when its page is among the first `top` distinct pages. */
export function relevance(file, cases, top = 3) {
  const engine = loadIndex(file);
  const urls = new Map(file.records.map((r) => [r.id, r.url]));
  const outcomes = cases.map(({ query, page }) => {
    const pages = distinctPages(rankedSearch(engine, query), (id) => urls.get(id));
    const rank = pages.indexOf(page) + 1;
    return { query, page, rank, passed: rank > 0 && rank <= top, top: pages.slice(0, top) };
  });
  return { outcomes, passed: outcomes.filter((o) => o.passed).length, total: outcomes.length };
}

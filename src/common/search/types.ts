import type { EncodedSections } from "./shard-format.mjs";

/** One search record: a page or one of its sections, in DocSearch's hierarchy. */
export interface SearchRecord {
  readonly id: string;
  /** Site path with the section anchor, e.g. /autoeval/metrics/#faithfulness. */
  readonly url: string;
  readonly type: "lvl1" | "lvl2" | "lvl3" | "content";
  /** lvl0 is the section (e.g. "AutoEval Developer Platform"), lvl1 the page, lvl2/lvl3 the headings. */
  readonly hierarchy: {
    readonly lvl0: string;
    readonly lvl1: string;
    readonly lvl2: string | null;
    readonly lvl3: string | null;
  };
  readonly content: string;
}

/** The manifest the site serves at /search-index.json: the index's files are under /search-index/<hash>/. */
export interface ShardManifest {
  /** shard-format.mjs's INDEX_VERSION. */
  readonly version: 5;
  /** Digest of the index's files: their folder's name, so they can be cached for good. */
  readonly hash: string;
  /**
   * The term dictionaries there are (d/<key>.json) and the bundles of heads (h/<key>.json,
   * h/<key>/<c>.json), as shard-format.mjs's encodeKeys writes them.
   */
  readonly keys: string;
  /**
   * The stems with postings of their own (t/<n>.json is the nth), as shard-format.mjs's
   * encodeStems writes them. With the bundles named in `keys`, it lets a query ask for its
   * postings with its dictionaries; without either, a query still reads, a round slower.
   */
  readonly commonStems?: string;
  /** Each page's section (lvl0), as shard-format.mjs's encodeSections writes it. */
  readonly sections: EncodedSections;
  /** The words files there are (w/<key>.json), their keys joined by spaces. */
  readonly words: string;
  /** The site config's search.synonyms, applied to queries (query-forms.mjs). */
  readonly synonyms: Readonly<Record<string, readonly string[]>>;
}

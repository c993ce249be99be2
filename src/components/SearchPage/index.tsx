/** The results list of /search: 20 at a time with a button for more, or the no-results / unreachable texts. */
import React, { useEffect, useState } from "react";
import type { SiteConfig } from "../../config/schema";
import { pathPrefix, siteConfig } from "../../config";
import { searchConfig } from "../../config/search";
import type { SearchEngine } from "../../browser/search/engine";
import { createNoResultsReporter } from "../../browser/search/no-results-report";
import { searchAlgolia, searchLocal, type PageHit } from "../../browser/search/page-client";
import { searchStrings } from "../../search-strings";
import { Link } from "../Link";
import { DidYouMean } from "./DidYouMean";
import * as styles from "./styles.module.css";

interface Props {
  readonly query: string;
  /** Runs a suggested query (the no-results text offers the configured ones). */
  readonly onSuggest: (query: string) => void;
  readonly algolia: NonNullable<SiteConfig["search"]["algolia"]> | null;
  readonly loadIndex: () => Promise<SearchEngine>;
}

type State =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error" }
  | { status: "done"; query: string; hits: PageHit[]; total: number; page: number };

const SNIPPET_WORDS = 30;

const suggestions = searchConfig.suggestedQueries;

/** The page's query is settled when it is searched: one that finds nothing is reported at once, once. */
const noResults = createNoResultsReporter();

export function SearchResults({ query, onSuggest, algolia, loadIndex }: Props) {
  const [state, setState] = useState<State>({ status: "idle" });

  const run = async (page: number, previous: PageHit[]) => {
    try {
      const result = algolia
        ? await searchAlgolia(algolia, query, page, SNIPPET_WORDS, {
            externalUrlRegex: searchConfig.externalUrlRegex,
            siteUrl: siteConfig.url,
            pathPrefix,
          })
        : await searchLocal(loadIndex, query, page, SNIPPET_WORDS);
      return { status: "done" as const, query, hits: [...previous, ...result.hits], total: result.total, page };
    } catch {
      return { status: "error" as const };
    }
  };

  useEffect(() => {
    if (!query.trim()) {
      setState({ status: "idle" });
      return undefined;
    }
    let cancelled = false;
    setState({ status: "loading" });
    void run(0, []).then((next) => !cancelled && setState(next));
    return () => {
      cancelled = true;
    };
    // run depends only on query and the source, both covered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, algolia]);

  // The answer to this query, not the last one's still on screen for a render.
  const emptyFor = state.status === "done" && state.hits.length === 0 ? state.query : null;
  useEffect(() => {
    if (emptyFor !== null) noResults.settled(emptyFor);
  }, [emptyFor]);

  if (state.status === "idle" || state.status === "loading")
    return <p aria-live="polite">{state.status === "loading" ? "…" : ""}</p>;
  if (state.status === "error") {
    return (
      <div role="alert" className={styles.message}>
        <p className={styles.messageTitle}>{searchStrings.unableToFetch}</p>
        <p>{searchStrings.checkNetwork}</p>
      </div>
    );
  }
  if (state.hits.length === 0) {
    return (
      <div className={styles.message} aria-live="polite">
        <p className={styles.messageTitle}>
          {searchStrings.noResultsFor} “<strong>{query}</strong>”
        </p>
        <DidYouMean query={query} loadIndex={algolia ? null : loadIndex} onSuggest={onSuggest} />
        {suggestions.length > 0 && (
          <>
            <p id="search-suggestions">{searchStrings.trySearchingFor}</p>
            <ul aria-labelledby="search-suggestions" className={styles.suggestions}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="button" onClick={() => onSuggest(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          {searchStrings.believeQueryShouldReturn}{" "}
          <Link href={`${searchConfig.feedbackUrl}&title=${encodeURIComponent(`Search: no results for "${query}"`)}`}>
            {searchStrings.letUsKnow}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p aria-live="polite" className={styles.count}>
        {searchStrings.searchResultCount(state.total)}
      </p>
      <ol className={styles.results}>
        {state.hits.map((hit) => (
          <li key={hit.id} className={styles.result}>
            <h2 className={styles.resultTitle}>
              {hit.target ? (
                <Link href={"path" in hit.target ? hit.target.path : hit.target.external}>{hit.title}</Link>
              ) : (
                hit.title
              )}
            </h2>
            <p className={styles.path}>{hit.trail}</p>
            {/* Escaped text with <mark> around matches (src/browser/search/page-client.ts). */}
            {hit.snippetHtml && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />}
          </li>
        ))}
      </ol>
      {state.hits.length < state.total && (
        <button type="button" className="button" onClick={() => void run(state.page + 1, state.hits).then(setState)}>
          {searchStrings.loadMoreResults}
        </button>
      )}
    </>
  );
}

/**
 * /search/?q=...: the full results page. The query is only ever shown as text.
 *
 * The input is the source of truth while the reader types: the URL follows it through
 * `history.replaceState` once typing settles (no navigation per keystroke, which reset the
 * input from the URL and dropped keys), the results follow the settled query, and analytics
 * gets one page view per settled query. The URL's `q` is read on load and on back/forward.
 */
import type { PageProps } from "gatsby";
import React, { useCallback, useEffect, useMemo, useState } from "react";
import { Seo } from "../components/Seo";
import { SearchResults } from "../components/SearchPage";
import { pathPrefix } from "../config";
import { searchConfig } from "../config/search";
import { MAX_QUERY_LENGTH, SEARCH_INDEX_PATH, SETTLE_MS } from "../common/search/config";
import { capQuery } from "../common/search/query-cap";
import { indexLoader } from "../browser/search/local-client";
import { trackPageView } from "../browser/analytics";
import { strings } from "../strings";
import { searchStrings } from "../search-strings";
import * as styles from "../components/SearchPage/styles.module.css";

const loadIndex = indexLoader(`${pathPrefix}${SEARCH_INDEX_PATH}`);

function queryFrom(search: string): string {
  return capQuery(new URLSearchParams(search).get("q") ?? "");
}

export default function SearchPage(_props: PageProps) {
  // The HTML is built without a query; the URL's query is read after hydration.
  const [query, setQuery] = useState("");
  const [settled, setSettled] = useState("");

  useEffect(() => {
    const fromUrl = () => {
      const q = queryFrom(window.location.search);
      setQuery(q);
      setSettled(q);
    };
    fromUrl();
    window.addEventListener("popstate", fromUrl);
    return () => window.removeEventListener("popstate", fromUrl);
  }, []);

  // The results, the URL and analytics follow a query once it has settled.
  const settle = useCallback((value: string) => {
    setSettled(value);
    const url = `${pathPrefix}/search/${value ? `?q=${encodeURIComponent(value)}` : ""}`;
    window.history.replaceState(window.history.state, "", url);
    trackPageView(window.location);
  }, []);

  useEffect(() => {
    if (query === settled) return undefined;
    const timer = window.setTimeout(() => settle(query), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [query, settled, settle]);

  const update = (value: string) => setQuery(capQuery(value));
  // A suggestion is a query the reader chose whole: it goes in the input and settles at once.
  const suggest = (value: string) => {
    update(value);
    settle(capQuery(value));
  };

  const algolia = useMemo(() => searchConfig.algolia ?? null, []);
  return (
    <>
      <Seo
        title={strings.search}
        description="Search the AutoEval documentation and API reference."
        path="/search/"
        noindex
      />
      <div className={styles.page}>
        <h1>{settled ? searchStrings.searchResultsFor(settled) : searchStrings.searchPageTitle}</h1>
        <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.form}>
          <label htmlFor="search-page-input" className="visually-hidden">
            {strings.searchPlaceholder}
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={strings.searchPlaceholder}
            onChange={(e) => update(e.target.value)}
            autoComplete="off"
          />
        </form>
        <SearchResults query={settled} onSuggest={suggest} algolia={algolia} loadIndex={loadIndex} />
      </div>
    </>
  );
}

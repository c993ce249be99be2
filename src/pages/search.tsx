/** /search/?q=...: the full results page. The query comes from the URL and is only ever shown as text. */
import { navigate, type PageProps } from "gatsby";
import React, { useEffect, useMemo, useState } from "react";
import { Seo } from "../components/Seo";
import { SearchResults } from "../components/SearchPage";
import { siteConfig, pathPrefix } from "../config";
import { MAX_QUERY_LENGTH, SEARCH_INDEX_PATH } from "../lib/search/config";
import { indexLoader } from "../lib/search/local-client";
import { strings } from "../strings";
import * as styles from "../components/SearchPage/styles.module.css";

const loadIndex = indexLoader(`${pathPrefix}${SEARCH_INDEX_PATH}`);

function queryFrom(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
}

export default function SearchPage({ location }: PageProps) {
  // The HTML is built without a query; the URL's query is read after hydration.
  const [query, setQuery] = useState("");
  useEffect(() => setQuery(queryFrom(location.search)), [location.search]);

  const update = (value: string) => {
    const next = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(next);
    void navigate(next ? `/search/?q=${encodeURIComponent(next)}` : "/search/", { replace: true });
  };

  const algolia = useMemo(() => siteConfig.search.algolia ?? null, []);
  return (
    <>
      <Seo
        title={strings.search}
        description="Search the AutoEval documentation and API reference."
        path="/search/"
        noindex
      />
      <div className={styles.page}>
        <h1>{query ? strings.searchResultsFor(query) : strings.searchPageTitle}</h1>
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
        <SearchResults query={query} algolia={algolia} loadIndex={loadIndex} />
      </div>
    </>
  );
}

/**
 * The DocSearch modal, loaded lazily. By default it queries the index built with the site
 * through a local search client; with Algolia credentials configured it queries Algolia.
 */
import docsearchStylesheet from "@docsearch/css/dist/style.css?lazy-stylesheet";
import themeStylesheet from "./docsearch-theme.css?lazy-stylesheet";
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from "@docsearch/react";
import { navigate } from "gatsby";
import React, { useEffect, useLayoutEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { siteConfig, pathPrefix } from "../../config";
import { searchConfig } from "../../config/search";
import {
  ALGOLIA_FACET_FILTERS,
  algoliaOf,
  HITS_PER_PAGE,
  hitTarget,
  LOCAL_INDEX_NAME,
  MAX_RESULTS_PER_GROUP,
  SEARCH_INDEX_PATH,
} from "../../common/search/config";
import { safeAlgoliaHit } from "../../browser/search/algolia-hit";
import { createLocalSearchClient, indexLoader } from "../../browser/search/local-client";
import { createNoResultsReporter } from "../../browser/search/no-results-report";
import { observedClient, type SearchListener } from "../../browser/search/observed-client";
import { isReportedSearchFailure, reportingReachability } from "../../browser/search/reachability";
import { handTypedQueryTo, peekTypedQuery } from "../../browser/search/open-request";
import { clearInvalidSavedSearches } from "../../browser/search/saved-searches";
import { loadStylesheets } from "../../browser/load-stylesheets";
import { strings } from "../../strings";
import { searchStrings } from "../../search-strings";
import { Link } from "../Link";
import { LazyNoResultsHelp } from "./LazyNoResultsHelp";
import { createNoHitsSignal } from "./no-hits-signal";

/** The modal's CSS loads with it rather than in the stylesheet every page inlines; the theme comes second. */
export const loadModalStylesheets = () => loadStylesheets([docsearchStylesheet, themeStylesheet]);

const loadIndex = indexLoader(`${pathPrefix}${SEARCH_INDEX_PATH}`);

/**
 * DocSearch's own error screen does not appear for most failed searches (reachability.ts), so
 * when the index or Algolia cannot be reached we show the same texts in its results area ourselves.
 */
function Unreachable() {
  const target = document.querySelector(".DocSearch-Dropdown");
  if (!target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{searchStrings.unableToFetch}</p>
      <p className="DocSearch-Help">{searchStrings.checkNetwork}</p>
    </div>,
    target,
  );
}

const translations = {
  modal: {
    searchBox: { resetButtonTitle: "Clear the query", cancelButtonText: "Cancel" },
    errorScreen: { titleText: searchStrings.unableToFetch, helpText: searchStrings.checkNetwork },
    noResultsScreen: {
      noResultsText: searchStrings.noResultsFor,
      suggestedQueryText: searchStrings.trySearchingFor,
      reportMissingResultsText: searchStrings.believeQueryShouldReturn,
      reportMissingResultsLinkText: searchStrings.letUsKnow,
    },
  },
};

function Hit({ hit, children }: { readonly hit: { url: string }; readonly children: React.ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}

interface Props {
  readonly onClose: () => void;
}

export default function SearchModal({ onClose }: Props) {
  // What the reader typed while the modal's code was on its way (open-request.ts), still kept:
  // a render is not yet a modal on screen, let alone an input with the focus.
  const [initialQuery] = useState(peekTypedQuery);
  const algolia = algoliaOf(searchConfig);
  const indexName = algolia?.indexName ?? LOCAL_INDEX_NAME;
  // Hits lead to a site path or an http(s) URL, never to javascript: or data: URLs.
  const targetOf = (url: string) => hitTarget(url, searchConfig.externalUrlRegex, siteConfig.url, pathPrefix);
  // Before DocSearch reads them (it does so while rendering): saved searches that would break
  // it, or hold markup or a URL that leads nowhere a hit may.
  useState(() => clearInvalidSavedSearches(indexName, (url) => targetOf(url) !== null));
  // Once the input is on the page, before a key can reach anything else: it takes the focus, and
  // with it the keys kept since that first render (DocSearch itself focuses it only after paint).
  // From the layout effect, in a microtask: right after this commit, before the browser hands the
  // page another key, but outside the commit, where React would put back the input's value.
  useLayoutEffect(() => {
    const input = document.querySelector<HTMLInputElement>(".DocSearch-Input");
    if (!input) return undefined;
    let stop: (() => void) | null = null;
    let gone = false;
    queueMicrotask(() => {
      if (!gone) stop = handTypedQueryTo(input, initialQuery);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [initialQuery]);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    document.body.classList.toggle("search-unreachable", unreachable);
    return () => document.body.classList.remove("search-unreachable");
  }, [unreachable]);
  useEffect(() => {
    // DocSearch rethrows a failed search after it has shown its state, which leaves an unhandled
    // rejection behind; the modal has already told the reader, so the browser need not.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isReportedSearchFailure(event.reason)) event.preventDefault();
    };
    window.addEventListener("unhandledrejection", onRejection);
    return () => window.removeEventListener("unhandledrejection", onRejection);
  }, []);
  useEffect(() => {
    // The reader has opened search, so a query is near: the manifest and the engine's code load
    // now, and the first query waits only for the index files its words need. A failure here is
    // left to that query, which tries again and says so.
    if (!algolia) loadIndex().catch(() => undefined);
  }, [algolia]);
  useEffect(() => {
    if (algolia) return undefined;
    document.body.classList.add("search-local");
    return () => document.body.classList.remove("search-local");
  }, [algolia]);
  // The query on screen that found nothing: the no-results help shows for it, and once it has
  // settled it is reported to analytics (search_no_results), once.
  const noHits = useMemo(createNoHitsSignal, []);
  const reporter = useMemo(() => createNoResultsReporter(), []);
  useEffect(() => () => reporter.flush(), [reporter]);
  const listener = useMemo<SearchListener>(
    () => ({
      started() {
        reporter.searching();
        noHits.set(null);
      },
      finished(query, hits) {
        if (hits > 0 || !query.trim()) return;
        noHits.set(query);
        reporter.noHits(query, () => document.querySelector(".DocSearch-NoResults") !== null);
      },
    }),
    [reporter, noHits],
  );
  // Every search, Algolia's or the embedded index's, tells whether it reached its index, and
  // how many hits it found.
  const transformSearchClient = useMemo(
    () =>
      (client: DocSearchTransformClient): DocSearchTransformClient => {
        const base = algolia ? client : createLocalSearchClient(loadIndex, MAX_RESULTS_PER_GROUP);
        const observed = observedClient(base as never, listener);
        return reportingReachability<DocSearchTransformClient>(observed, (reachable) => setUnreachable(!reachable));
      },
    [algolia, listener],
  );
  const suggest = useMemo(
    () => (algolia ? null : async (query: string) => (await loadIndex()).suggest(query)),
    [algolia],
  );

  // A hit with a URL that leads nowhere (javascript:, data:) is dropped rather than rendered
  // as a link. Algolia's text arrives unescaped and DocSearch renders it (and saves it to
  // recent searches) as HTML: it is escaped first.
  const transformItems = (items: DocSearchHit[]): DocSearchHit[] =>
    items.flatMap((item) => {
      const target = targetOf(item.url);
      if (!target) return [];
      const safe = algolia ? safeAlgoliaHit(item) : item;
      return [{ ...safe, url: "path" in target ? target.path : target.external }];
    });

  return createPortal(
    <>
      <DocSearchModal
        appId={algolia?.appId ?? "local"}
        apiKey={algolia?.apiKey ?? "local"}
        indexName={indexName}
        placeholder={strings.searchPlaceholder}
        initialScrollY={typeof window === "undefined" ? 0 : window.scrollY}
        onClose={onClose}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        searchParameters={{ hitsPerPage: HITS_PER_PAGE, ...(algolia ? { facetFilters: ALGOLIA_FACET_FILTERS } : {}) }}
        transformSearchClient={transformSearchClient}
        {...(initialQuery ? { initialQuery } : {})}
        transformItems={transformItems}
        hitComponent={Hit}
        navigator={{
          navigate({ itemUrl }) {
            const target = targetOf(itemUrl);
            if (!target) return;
            if ("path" in target) void navigate(target.path);
            else window.open(target.external, "_blank", "noopener,noreferrer");
          },
        }}
        resultsFooterComponent={({ state }) => (
          <Link href={`/search/?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
            {searchStrings.seeAllResults(state.context["nbHits"] as number)}
          </Link>
        )}
        getMissingResultsUrl={({ query }) =>
          `${searchConfig.feedbackUrl}&title=${encodeURIComponent(`Search: no results for "${query}"`)}`
        }
        translations={translations}
      />
      {unreachable && <Unreachable />}
      <LazyNoResultsHelp noHits={noHits} suggest={suggest} onClose={onClose} />
    </>,
    document.body,
  );
}

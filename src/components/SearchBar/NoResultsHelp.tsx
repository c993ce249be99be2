/**
 * What the modal adds to DocSearch's "No results" screen: the closest queries the index
 * answers ("Did you mean …", the embedded index only) and a link to the /search page. It sits
 * inside that screen, so it shows exactly when DocSearch says a query found nothing; the
 * screen for an index that cannot be fetched is another one (SearchModal's Unreachable). Loaded
 * only once a query finds nothing (LazyNoResultsHelp.tsx).
 */
import React, { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { searchStrings } from "../../search-strings";
import { Link } from "../Link";
import type { NoHitsSignal } from "./no-hits-signal";

const SCREEN = ".DocSearch-NoResults";

/** DocSearch's no-results screen while it is on the page: it appears after the search answers. */
function useNoResultsScreen(active: boolean): Element | null {
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    if (!active) {
      setScreen(null);
      return undefined;
    }
    const find = () => setScreen(document.querySelector(SCREEN));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.querySelector(".DocSearch-Modal") ?? document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active]);
  return screen;
}

/** Puts `query` in DocSearch's input as if typed: DocSearch has no call to set its query. */
function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>(".DocSearch-Input");
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, query);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.focus();
}

export interface NoResultsHelpProps {
  readonly noHits: NoHitsSignal;
  /** Queries like it that the index answers; null where there is no embedded index (Algolia mode). */
  readonly suggest: ((query: string) => Promise<string[]>) | null;
  readonly onClose: () => void;
}

export default function NoResultsHelp({ noHits, suggest, onClose }: NoResultsHelpProps) {
  const query = useSyncExternalStore(noHits.subscribe, noHits.get, () => null);
  const screen = useNoResultsScreen(query !== null);
  const [suggestions, setSuggestions] = useState<{ query: string; list: string[] }>({ query: "", list: [] });
  useEffect(() => {
    if (query === null || !suggest) return undefined;
    let current = true;
    suggest(query).then(
      (list) => current && setSuggestions({ query, list }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [query, suggest]);
  if (!screen || query === null) return null;
  const list = suggestions.query === query ? suggestions.list : [];
  return createPortal(
    <div className="search-no-results-help">
      {list.length > 0 && (
        <p className="DocSearch-Help">
          {searchStrings.searchDidYouMean}{" "}
          {list.map((suggestion, i) => (
            <React.Fragment key={suggestion}>
              {i > 0 && ", "}
              <button type="button" className="DocSearch-Prefill" onClick={() => typeQuery(suggestion)}>
                {suggestion}
              </button>
            </React.Fragment>
          ))}
          ?
        </p>
      )}
      <p className="DocSearch-Help">
        <Link href={`/search/?q=${encodeURIComponent(query)}`} onClick={onClose}>
          {searchStrings.searchAllPages(query)}
        </Link>
      </p>
    </div>,
    screen,
  );
}

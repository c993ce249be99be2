/** The /search page's "Did you mean …" for a query that found nothing: queries like it that the embedded index answers. */
import React, { useEffect, useState } from "react";
import type { SearchEngine } from "../../browser/search/engine";
import { searchStrings } from "../../search-strings";
import * as styles from "./styles.module.css";

interface Props {
  readonly query: string;
  /** The embedded index; null in Algolia mode, which has its own typo tolerance. */
  readonly loadIndex: (() => Promise<SearchEngine>) | null;
  readonly onSuggest: (query: string) => void;
}

export function DidYouMean({ query, loadIndex, onSuggest }: Props) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    setSuggestions([]);
    if (!loadIndex) return undefined;
    let current = true;
    loadIndex()
      .then((engine) => engine.suggest(query))
      .then(
        (list) => current && setSuggestions(list),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [query, loadIndex]);
  if (suggestions.length === 0) return null;
  return (
    <p className={styles.didYouMean}>
      {searchStrings.searchDidYouMean}{" "}
      {suggestions.map((suggestion, i) => (
        <React.Fragment key={suggestion}>
          {i > 0 && ", "}
          <button type="button" className={styles.suggestion} onClick={() => onSuggest(suggestion)}>
            {suggestion}
          </button>
        </React.Fragment>
      ))}
      ?
    </p>
  );
}

/**
 * "Did you mean": the pages whose words best match the missing path, from the embedded search
 * index. The index and the engine load only here, after the page has rendered. The box is on
 * the page from the first paint, at the height of a full list, and says what it is doing, so the
 * answer arriving later moves nothing below it.
 */
import React, { useEffect, useState } from "react";
import { pathPrefix } from "../../config";
import { stripPathPrefix } from "../../common/path-prefix";
import type { Suggestion } from "../../browser/search/not-found";
import { notFoundStrings } from "../../not-found-strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

type State =
  | { readonly kind: "looking" }
  | { readonly kind: "found"; readonly suggestions: readonly Suggestion[] }
  | { readonly kind: "none" };

function useSuggestions(): State {
  const [state, setState] = useState<State>({ kind: "looking" });
  useEffect(() => {
    let live = true;
    const pathname = stripPathPrefix(window.location.pathname, pathPrefix);
    const show = (next: State) => live && setState(next);
    import("../../browser/search/load-suggestions")
      .then(({ suggestionsFor }) => suggestionsFor(pathname))
      .then(
        (found) => show(found.length > 0 ? { kind: "found", suggestions: found } : { kind: "none" }),
        // The index or the engine could not load: the page's fixed suggestions remain.
        () => show({ kind: "none" }),
      );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function NotFoundSuggestions() {
  const state = useSuggestions();
  return (
    <nav className={styles.suggestions} aria-labelledby="not-found-suggestions" aria-busy={state.kind === "looking"}>
      <h2 id="not-found-suggestions" className={styles.title}>
        {notFoundStrings.didYouMean}
      </h2>
      {state.kind === "found" ? (
        <ul className={styles.list}>
          {state.suggestions.map((s) => (
            <li key={s.path}>
              <Link href={s.path}>{s.title}</Link> <span className={styles.path}>{s.path}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.status}>
          {state.kind === "looking" ? notFoundStrings.lookingForSimilar : notFoundStrings.noSimilarPages}
        </p>
      )}
    </nav>
  );
}

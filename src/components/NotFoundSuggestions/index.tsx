/**
 * "Did you mean": the pages whose words best match the missing path, from the embedded search
 * index. The index and the engine load only here, after the page has rendered; when they
 * cannot load, the page keeps its fixed suggestions and says nothing more.
 */
import React, { useEffect, useState } from "react";
import { pathPrefix } from "../../config";
import { stripPathPrefix } from "../../common/path-prefix";
import type { Suggestion } from "../../browser/search/not-found";
import { notFoundStrings } from "../../not-found-strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

export function NotFoundSuggestions() {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    let live = true;
    const pathname = stripPathPrefix(window.location.pathname, pathPrefix);
    import("../../browser/search/load-suggestions")
      .then(({ suggestionsFor }) => suggestionsFor(pathname))
      .then((found) => live && setSuggestions(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (suggestions.length === 0) return null;
  return (
    <nav className={styles.suggestions} aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions" className={styles.title}>
        {notFoundStrings.didYouMean}
      </h2>
      <ul className={styles.list}>
        {suggestions.map((s) => (
          <li key={s.path}>
            <Link href={s.path}>{s.title}</Link> <span className={styles.path}>{s.path}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Copy page as Markdown": fetches the page's Markdown twin and puts it on the clipboard. */
import React, { useState } from "react";
import { pathPrefix } from "../../config";
import { twinPath } from "../../common/markdown-twins/paths";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

type State = "idle" | "copied" | "failed";

export function CopyMarkdown({ path }: { readonly path: string }) {
  const [state, setState] = useState<State>("idle");
  const copy = async () => {
    try {
      const response = await fetch(`${pathPrefix}${twinPath(path)}`);
      if (!response.ok) throw new Error(`status ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState("copied");
    } catch {
      setState("failed");
    }
    window.setTimeout(() => setState("idle"), 2000);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        {strings.copyPageMarkdown}
      </button>
      <a className={styles.link} href={`${pathPrefix}${twinPath(path)}`}>
        {/* The name starts with what the link shows (WCAG 2.5.3 label in name). */}
        .md<span className="visually-hidden"> ({strings.viewMarkdown})</span>
      </a>
      <span role="status" className={styles.status}>
        {state === "copied" ? strings.copied : state === "failed" ? strings.copyFailed : ""}
      </span>
    </div>
  );
}

/** Copies text to the clipboard and says so for a moment, visibly and to screen readers. */
import React, { useEffect, useState } from "react";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

export function CopyButton({ text, label = strings.copyCode }: { readonly text: string; readonly label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? strings.copied : label}
      title={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">{copied ? strings.copied : strings.copy}</span>
    </button>
  );
}

/** Copies text to the clipboard and says so for a moment, visibly and to screen readers. */
import React, { useEffect, useState } from "react";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

/** `getText` reads the code when clicked, so pages need not carry it twice (markup and text). */
export function CopyButton({
  getText,
  label = strings.copyCode,
}: {
  readonly getText: () => string;
  readonly label?: string;
}) {
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
        void navigator.clipboard?.writeText(getText()).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">{copied ? strings.copied : strings.copy}</span>
    </button>
  );
}

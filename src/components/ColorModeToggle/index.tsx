import React from "react";
import { EARLY_INPUT_ATTR } from "../../common/early-input-contract";
import { useColorMode } from "../../hooks/useColorMode";
import { strings } from "../../strings";
import { COLOR_TOGGLE_ATTR } from "../../browser/color-mode-script";
import * as styles from "./styles.module.css";

/**
 * Flips light and dark; the label says the current mode for screen readers. Before hydration
 * the inline head script answers it (`data-color-mode-toggle`, color-mode-script.ts).
 */
export function ColorModeToggle() {
  const { colorMode, flip } = useColorMode();
  const label = strings.colorModeToggle(colorMode === "dark" ? strings.darkMode : strings.lightMode);
  return (
    <button
      type="button"
      className={styles.toggle}
      title={label}
      aria-label={label}
      aria-live="polite"
      {...{ [COLOR_TOGGLE_ATTR]: "", [EARLY_INPUT_ATTR]: "native" }}
      onClick={flip}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.sun}>
        <path
          fill="currentColor"
          d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m0-2a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2zM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0zM5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06z"
        />
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.moon}>
        <path
          fill="currentColor"
          d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z"
        />
      </svg>
    </button>
  );
}

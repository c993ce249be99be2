/** The colour mode as the page shows it (src/browser/color-mode.ts), and the reader's way to change it. */
import { useSyncExternalStore } from "react";
import { chooseColorMode, currentColorMode, watchColorMode, type ColorMode } from "../browser/color-mode";
import { siteConfig } from "../config";

// The server renders the default; the first client render matches it, then reads the page.
const serverMode = (): ColorMode => siteConfig.colorMode.defaultMode;

/** Flips the mode the page shows now (which the head script may have changed a moment ago). */
function flipColorMode(): void {
  chooseColorMode(currentColorMode() === "dark" ? "light" : "dark");
}

export function useColorMode(): { readonly colorMode: ColorMode; readonly flip: () => void } {
  const colorMode = useSyncExternalStore(watchColorMode, currentColorMode, serverMode);
  return { colorMode, flip: flipColorMode };
}

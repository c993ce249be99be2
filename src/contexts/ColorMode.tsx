/**
 * Colour mode state. The head script already set data-theme before paint; this context
 * reads it, flips and saves it, and follows changes made in other tabs.
 */
import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { siteConfig } from "../config";
import { storage, STORAGE_KEYS } from "../browser/storage";

export type ColorMode = "light" | "dark";

interface ColorModeValue {
  readonly colorMode: ColorMode;
  readonly setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function readDocumentMode(): ColorMode {
  if (typeof document === "undefined") return siteConfig.colorMode.defaultMode;
  return document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";
}

function applyMode(mode: ColorMode): void {
  document.documentElement.setAttribute("data-theme", mode);
  document.documentElement.style.colorScheme = mode;
}

export function ColorModeProvider({ children }: { readonly children: React.ReactNode }) {
  const [colorMode, setState] = useState<ColorMode>(siteConfig.colorMode.defaultMode);

  useEffect(() => {
    setState(readDocumentMode());
    if (siteConfig.colorMode.disableSwitch) {
      storage.remove(STORAGE_KEYS.theme);
      return undefined;
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme) return;
      const mode: ColorMode =
        event.newValue === "dark" || event.newValue === "light" ? event.newValue : siteConfig.colorMode.defaultMode;
      applyMode(mode);
      setState(mode);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    applyMode(mode);
    setState(mode);
    storage.set(STORAGE_KEYS.theme, mode);
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode must be used inside <ColorModeProvider>");
  return value;
}

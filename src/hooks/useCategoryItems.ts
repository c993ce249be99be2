/**
 * A sidebar category's items: its own, or for a category the page leaves out (`deferred`),
 * those in the sidebar's file, fetched when the category is open. The page's first render
 * uses what the HTML has, so hydration matches; the file's items follow.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { loadedSidebarFile, loadSidebarFile, onSidebarFile } from "../browser/sidebar-file";
import { categoryItemsAt } from "../common/sidebar/props";
import type { SidebarItemProps } from "../common/sidebar/types";

/** The URL of the sidebar's file (path prefix included), for the categories inside. */
export const SidebarFileContext = createContext<string | null>(null);

export type CategoryItems =
  | { readonly state: "ready"; readonly items: readonly SidebarItemProps[] }
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly retry: () => void };

const NONE: CategoryItems = { state: "ready", items: [] };

export function useCategoryItems(
  category: Extract<SidebarItemProps, { type: "category" }>,
  open: boolean,
): CategoryItems {
  const url = useContext(SidebarFileContext);
  const place = category.deferred;
  const file = useSyncExternalStore(
    onSidebarFile,
    () => (url && place !== undefined ? loadedSidebarFile(url) : undefined),
    () => undefined,
  );
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = open && place !== undefined && url !== null && !file && failed !== url;
  useEffect(() => {
    if (!wanted || !url) return undefined;
    let live = true;
    loadSidebarFile(url).catch(() => live && setFailed(url));
    return () => {
      live = false;
    };
  }, [wanted, url]);

  if (place === undefined) return { state: "ready", items: category.items };
  if (file) {
    const items = categoryItemsAt(file, place);
    // The file does not have the category the page was built with: the page is older than the file.
    return items ? { state: "ready", items } : { state: "failed", retry: () => window.location.reload() };
  }
  if (!open) return NONE;
  if (!url || failed === url) return { state: "failed", retry: () => setFailed(null) };
  return { state: "loading" };
}

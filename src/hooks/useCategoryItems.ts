/**
 * A sidebar category's items: its own, or for a category the page leaves out (`deferred`),
 * those in the sidebar's file, fetched when the category is open. The server renders them from
 * the file as well (ServerSidebarFileContext), so the HTML holds every link of the sidebar; the
 * browser keeps that HTML as it is on the page's first load (DocSidebar's islands).
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { loadedSidebarFile, loadSidebarFile, onSidebarFile } from "../browser/sidebar-file";
import { categoryItemsAt } from "../common/sidebar/props";
import type { SidebarItemProps } from "../common/sidebar/types";

/** The URL of the sidebar's file (path prefix included), for the categories inside. */
export const SidebarFileContext = createContext<string | null>(null);

/** Server rendering only: the items of the page's sidebar file, read from the build's output. */
export const ServerSidebarFileContext = createContext<readonly SidebarItemProps[] | null>(null);

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
  const serverFile = useContext(ServerSidebarFileContext);
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
  const server = serverFile && categoryItemsAt(serverFile, place);
  if (server) return { state: "ready", items: server };
  if (file) {
    const items = categoryItemsAt(file, place);
    // The file does not have the category the page was built with: the page is older than the file.
    return items ? { state: "ready", items } : { state: "failed", retry: () => window.location.reload() };
  }
  if (!open) return NONE;
  if (!url || failed === url) return { state: "failed", retry: () => setFailed(null) };
  return { state: "loading" };
}

/**
 * The sidebar files (src/build/sidebar/files.ts) this tab has fetched, by URL: each is fetched
 * once, when a reader first opens (or points at) a closed category, and a failed fetch is
 * tried again the next time it is asked for. Components read them through useCategoryItems.
 */
import type { SidebarItemProps } from "../common/sidebar/types";

const pending = new Map<string, Promise<readonly SidebarItemProps[]>>();
const loaded = new Map<string, readonly SidebarItemProps[]>();
const listeners = new Set<() => void>();

export function loadSidebarFile(url: string): Promise<readonly SidebarItemProps[]> {
  let request = pending.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered with status ${response.status}`);
      const items = (await response.json()) as SidebarItemProps[];
      loaded.set(url, items);
      for (const listener of listeners) listener();
      return items;
    });
    pending.set(url, request);
    request.catch(() => pending.delete(url));
  }
  return request;
}

/** A sidebar file's items if this tab has them. */
export function loadedSidebarFile(url: string): readonly SidebarItemProps[] | undefined {
  return loaded.get(url);
}

/** Calls `listener` whenever a sidebar file arrives; returns the unsubscribe. */
export function onSidebarFile(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

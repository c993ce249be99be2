/**
 * What a reader chose before, read the same way by the inline head script (before first
 * paint) and by React (its first render in the browser), so both show the same thing.
 *
 * A synced tab group's value comes from the URL (`?{groupId}=value`, so a link can pick a
 * tab) or else from local storage; anything that is not one of the group's values is ignored.
 */

export interface TabChoiceSources {
  /** The page's query string, `location.search`. */
  readonly search: string;
  /** The stored value of `docusaurus.tab.{groupId}`. */
  readonly stored: string | null;
}

export function tabFromUrl(search: string, groupId: string): string | null {
  try {
    return new URLSearchParams(search).get(groupId);
  } catch {
    return null;
  }
}

export function chooseTab(
  groupId: string,
  values: readonly string[],
  defaultValue: string,
  { search, stored }: TabChoiceSources,
): string {
  const fromUrl = tabFromUrl(search, groupId);
  if (fromUrl !== null && values.includes(fromUrl)) return fromUrl;
  if (stored !== null && values.includes(stored)) return stored;
  return defaultValue;
}

/** The URL with a tab group's choice in its query string, or null when the URL does not carry one. */
export function urlWithTab(href: string, groupId: string, value: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(groupId)) return null;
  url.searchParams.set(groupId, value);
  return url.toString();
}

export function siteFiles(
  root: string,
  options?: { readonly skipDir?: (name: string) => boolean },
): string[];

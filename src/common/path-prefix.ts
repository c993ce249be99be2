/** Routes inside the site never carry the path prefix; the browser's location does. */
export function stripPathPrefix(pathname: string, prefix: string): string {
  if (!prefix) return pathname;
  // Only a whole leading segment is the prefix: "/docs-old/" is not under "/docs".
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

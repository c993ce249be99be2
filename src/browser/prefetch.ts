/**
 * Prefetching respects slow connections: Gatsby skips viewport prefetch on 2g and with data
 * saver, but its Link still prefetches on hover. We apply the same rule to hovering.
 */

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

export function connectionAllowsPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g");
}

interface Loader {
  hovering?: (path: string) => unknown;
}

export function guardHoverPrefetch(): void {
  const loader = (window as unknown as { ___loader?: Loader }).___loader;
  const original = loader?.hovering;
  if (!loader || !original) return;
  loader.hovering = (path: string) => {
    const connection = (navigator as unknown as { connection?: NetworkInformation }).connection;
    return connectionAllowsPrefetch(connection) ? original.call(loader, path) : undefined;
  };
}

/**
 * Whether an error means code failed to arrive (a lazily loaded chunk: network down, a
 * deploy replaced the files) rather than code that arrived and failed. Only the first is
 * worth a Retry that loads the code again.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // webpack names its error ChunkLoadError ("Loading chunk 123 failed."), and the CSS loader's
  // "Loading CSS chunk ... failed"; a dynamic import() the browser could not fetch is a TypeError.
  return (
    error.name === "ChunkLoadError" ||
    /^Loading (CSS )?chunk \S+ failed/.test(error.message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(error.message)
  );
}

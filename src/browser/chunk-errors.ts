/**
 * Whether an error means code failed to arrive (a lazily loaded chunk: network down, a
 * deploy replaced the files) rather than code that arrived and failed. Only the first is
 * worth a Retry that loads the code again. Data a lazily loaded part fetches with its code
 * (the API console's) fails the same way, with a DataLoadError.
 */

const DATA_LOAD_ERROR = "DataLoadError";

/**
 * A file that lazily loaded code needs could not be fetched (network, a 404 after a deploy).
 * A plain Error with its own name: subclassing Error would pull Babel's helpers for extending
 * built-in classes into every page's first load.
 */
export function dataLoadError(message: string): Error {
  const error = new Error(message);
  error.name = DATA_LOAD_ERROR;
  return error;
}

/**
 * Lazily loaded code that has not arrived after `ms`: it fails as a chunk that did not load
 * (webpack's name and words), so its boundary offers the same Retry.
 */
export function chunkTimeoutError(chunk: string, ms: number): Error {
  const error = new Error(`Loading chunk ${chunk} failed: no answer after ${ms / 1000} s.`);
  error.name = "ChunkLoadError";
  return error;
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === DATA_LOAD_ERROR) return true;
  // webpack names its error ChunkLoadError ("Loading chunk 123 failed."), and the CSS loader's
  // "Loading CSS chunk ... failed"; a dynamic import() the browser could not fetch is a TypeError.
  return (
    error.name === "ChunkLoadError" ||
    /^Loading (CSS )?chunk \S+ failed/.test(error.message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(error.message)
  );
}

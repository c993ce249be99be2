/**
 * Reads an answer's body from its stream up to a cap, so a huge or endless answer can neither
 * fill the tab's memory nor freeze it: past the cap the stream is cancelled (nothing more is
 * downloaded) and what came so far is kept, marked as cut, for the reader to see and download.
 */

/** The most of a body the console keeps: 1 MiB shows and formats in a few tens of milliseconds. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ReceivedBody {
  /** What was received, up to the cap, as bytes (for the download) and as text. */
  readonly blob: Blob;
  readonly text: string;
  /** Bytes received (at most the cap). */
  readonly size: number;
  /** True when the body went on past the cap and the rest was not read. */
  readonly cut: boolean;
}

export async function readBody(response: Response, limit = MAX_BODY_BYTES): Promise<ReceivedBody> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  let cut = false;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = limit - size;
    if (value.byteLength > room) {
      if (room > 0) chunks.push(value.subarray(0, room));
      size = limit;
      cut = true;
      // Stops the download; a stream that errors on cancel has nothing more to give anyway.
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  const blob = new Blob(chunks, { type: response.headers.get("content-type") ?? "" });
  const text = new TextDecoder().decode(await blob.arrayBuffer());
  return { blob, text, size, cut };
}

/** "0 B", "812 B", "1.4 KB", "1.0 MB" (1 KB = 1,024 bytes). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

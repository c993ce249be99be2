/**
 * Sends the console's requests, one at a time: while a request is in flight, another send is
 * refused (not queued, and the first is not replaced), so a held shortcut or a pressed-again
 * Send can never repeat a write. It follows the request: sending, answered (any status: a 4xx
 * or 5xx is an answer too), unreachable (fetch itself failed: network, DNS, CORS) or cancelled.
 */
import { readBody } from "./read-body";
import { formatBody, headerList, type FormattedBody } from "./response";

export type SendState =
  | { readonly kind: "idle" }
  | { readonly kind: "sending" }
  | {
      readonly kind: "answered";
      readonly status: number;
      readonly statusText: string;
      readonly headers: readonly [string, string][];
      readonly body: FormattedBody;
      /** What was received, as bytes, for the download; its size; whether the body went on past the cap. */
      readonly received: Blob;
      readonly size: number;
      readonly cut: boolean;
      readonly elapsed: number;
    }
  | { readonly kind: "unreachable"; readonly url: string }
  | { readonly kind: "cancelled" };

export interface Sender {
  /** Resolves with how the request ended; null, at once, when one is already in flight. */
  readonly send: (url: string, init: RequestInit) => Promise<SendState | null>;
  /** True from a send until its request has ended. */
  readonly busy: () => boolean;
  /** Aborts the request in flight, if any. */
  readonly cancel: () => void;
}

export function createSender(onState: (state: SendState) => void): Sender {
  let controller: AbortController | null = null;

  async function send(url: string, init: RequestInit): Promise<SendState | null> {
    if (controller) return null;
    const current = new AbortController();
    controller = current;
    onState({ kind: "sending" });
    const started = performance.now();
    let ended: SendState;
    try {
      const response = await fetch(url, { ...init, signal: current.signal });
      const body = await readBody(response);
      ended = {
        kind: "answered",
        status: response.status,
        statusText: response.statusText,
        headers: headerList(response.headers),
        body: formatBody(body.text, response.headers.get("content-type"), body.cut),
        received: body.blob,
        size: body.size,
        cut: body.cut,
        elapsed: performance.now() - started,
      };
    } catch {
      // The error says nothing a reader can act on ("Failed to fetch"); where the request went does.
      ended = current.signal.aborted ? { kind: "cancelled" } : { kind: "unreachable", url: new URL(url).origin };
    }
    controller = null;
    onState(ended);
    return ended;
  }

  return { send, busy: () => controller !== null, cancel: () => controller?.abort() };
}

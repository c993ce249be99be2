/**
 * Sends one request at a time and follows it: sending, answered (any status: a 4xx or 5xx is
 * an answer too), unreachable (fetch itself failed: network, DNS, CORS) or cancelled.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { readBody } from "../../../browser/api-console/read-body";
import { formatBody, headerList, type FormattedBody } from "../../../browser/api-console/response";

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

export function useSender() {
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or closing the console) abandons a request in flight.
  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves with how the request ended; null when another send or the page took over. */
  const send = useCallback(async (url: string, init: RequestInit): Promise<SendState | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: "sending" });
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, signal: current.signal });
      const body = await readBody(response);
      if (controller.current !== current) return null;
      const answered: SendState = {
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
      setState(answered);
      return answered;
    } catch {
      // The error says nothing a reader can act on ("Failed to fetch"); where the request went does.
      if (controller.current !== current) return null;
      const failed: SendState = current.signal.aborted
        ? { kind: "cancelled" }
        : { kind: "unreachable", url: new URL(url).origin };
      setState(failed);
      return failed;
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, send, cancel };
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { createSender, type SendState } from "../sender";

/** A fetch whose answers the test releases one by one; counts the requests that reached it. */
function heldFetch() {
  const releases: (() => void)[] = [];
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        releases.push(() => resolve(new Response('{"ok":true}', { headers: { "content-type": "application/json" } })));
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return { fetch, release: () => releases.shift()?.() };
}

afterEach(() => vi.unstubAllGlobals());

const URL_ = "http://127.0.0.1:4010/api/2/auto_eval/project/list";

describe("createSender", () => {
  it("sends one request at a time: a send while one is in flight sends nothing and does not replace it", async () => {
    const { fetch, release } = heldFetch();
    const states: SendState["kind"][] = [];
    const sender = createSender((state) => states.push(state.kind));
    const first = sender.send(URL_, { method: "POST" });
    expect(sender.busy()).toBe(true);
    const again = await Promise.all(Array.from({ length: 20 }, () => sender.send(URL_, { method: "POST" })));
    expect(again.every((ended) => ended === null)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    expect((await first)?.kind).toBe("answered");
    expect(sender.busy()).toBe(false);
    expect(states).toEqual(["sending", "answered"]);
    // Once it has ended, the next send goes.
    const next = sender.send(URL_, { method: "POST" });
    release();
    expect((await next)?.kind).toBe("answered");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("frees the way after a cancel or a failure", async () => {
    const { release } = heldFetch();
    const sender = createSender(() => undefined);
    const cancelled = sender.send(URL_, {});
    sender.cancel();
    expect((await cancelled)?.kind).toBe("cancelled");
    expect(sender.busy()).toBe(false);
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await sender.send(URL_, {})).toEqual({ kind: "unreachable", url: "http://127.0.0.1:4010" });
    expect(sender.busy()).toBe(false);
    release();
  });
});

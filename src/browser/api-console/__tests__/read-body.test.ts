import { describe, expect, it } from "vitest";
import { formatSize, readBody } from "../read-body";

/** A response whose body arrives in these chunks, and notes whether the reader cancelled it. */
function streamed(chunks: readonly string[]): { response: Response; cancelled: () => boolean } {
  let cancelled = false;
  let index = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(encoder.encode(chunks[index++]));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    response: new Response(body, { headers: { "content-type": "application/json" } }),
    cancelled: () => cancelled,
  };
}

describe("readBody", () => {
  it("reads a body under the cap whole", async () => {
    const { response, cancelled } = streamed(['{"a":', "1}"]);
    const body = await readBody(response, 100);
    expect(body).toMatchObject({ text: '{"a":1}', size: 7, cut: false });
    expect(body.blob.type).toBe("application/json");
    expect(cancelled()).toBe(false);
  });

  it("stops at the cap, keeps the first bytes and cancels the rest of the stream", async () => {
    const { response, cancelled } = streamed(["0123456789", "abcdefghij", "never read"]);
    const body = await readBody(response, 15);
    expect(body).toMatchObject({ text: "0123456789abcde", size: 15, cut: true });
    expect(new Uint8Array(await body.blob.arrayBuffer())).toHaveLength(15);
    expect(cancelled()).toBe(true);
  });

  it("a body of exactly the cap is whole; one byte more is cut", async () => {
    expect((await readBody(streamed(["12345"]).response, 5)).cut).toBe(false);
    expect((await readBody(streamed(["12345", "6"]).response, 5)).cut).toBe(true);
  });

  it("reads a response without a body as empty", async () => {
    expect(await readBody(new Response(null, { status: 204 }), 10)).toMatchObject({ text: "", size: 0, cut: false });
  });
});

describe("formatSize", () => {
  it("says bytes, KB or MB", () => {
    expect(formatSize(0)).toBe("0 B");
    expect(formatSize(812)).toBe("812 B");
    expect(formatSize(1434)).toBe("1.4 KB");
    expect(formatSize(1024 * 1024)).toBe("1.0 MB");
  });
});

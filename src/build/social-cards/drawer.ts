/**
 * Turns social-card SVGs into PNGs in a child process (src/build/social-cards/draw-cards.cjs), started
 * on the first card a build has to draw, so a build whose cards all come from the cache starts
 * none. Drawn in the build's own process, one at a time, 250 cards took 3.5 s; several at a time
 * there are faster, but libvips keeps a malloc arena per thread that glibc never gives back,
 * which raised the build's memory peak for the rest of the build. The child draws as many at a
 * time as libuv's threads allow (four), on both cores, in 2.0 s, and its memory goes when it
 * exits (measured 2026-11-26).
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

export const DRAW_CARDS_SCRIPT = path.resolve("src/build/social-cards/draw-cards.cjs");

/** Draws one SVG as PNG bytes. */
export type DrawSvg = (svg: string) => Promise<Buffer>;

export interface CardDrawer {
  readonly draw: DrawSvg;
  /** Ends the child process, if one was started; a draw asked for afterwards starts another. */
  close(): void;
}

interface Answer {
  readonly id: number;
  readonly png?: Uint8Array;
  readonly error?: string;
}

interface Pending {
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

interface Child {
  readonly process: ChildProcess;
  /** The draws sent to this child and not yet answered, by id. */
  readonly pending: Map<number, Pending>;
}

export function createCardDrawer(script: string = DRAW_CARDS_SCRIPT): CardDrawer {
  let child: Child | null = null;
  let nextId = 0;

  const start = (): Child => {
    // Advanced serialization carries the PNG bytes as they are, not as JSON arrays.
    const started: Child = {
      process: fork(script, [], { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] }),
      pending: new Map(),
    };
    const failAll = (reason: string) => {
      const error = new Error(`The social-card drawer (${path.relative(process.cwd(), script)}) ${reason}.`);
      for (const waiting of started.pending.values()) waiting.reject(error);
      started.pending.clear();
    };
    started.process.on("message", ({ id, png, error }: Answer) => {
      const waiting = started.pending.get(id);
      if (!waiting) return;
      started.pending.delete(id);
      if (png) waiting.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      else waiting.reject(new Error(`A social card could not be drawn: ${error ?? "no image came back"}`));
    });
    started.process.on("error", (error) => failAll(`failed: ${error.message}`));
    started.process.on("exit", (code, signal) => {
      if (child === started) child = null;
      if (started.pending.size) failAll(`stopped (${signal ?? `exit code ${code}`}) with cards still to draw`);
    });
    return started;
  };

  return {
    draw(svg) {
      const current = (child ??= start());
      const id = nextId++;
      const answer = new Promise<Buffer>((resolve, reject) => current.pending.set(id, { resolve, reject }));
      current.process.send({ id, svg });
      return answer;
    },
    close() {
      const running = child?.process;
      child = null;
      if (running?.connected) running.disconnect();
    },
  };
}

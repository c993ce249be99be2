import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as HydrationQueue from "../hydration-queue";

// A fresh module for each test: the queue's state lives in the module.
let queue: typeof HydrationQueue;

beforeEach(async () => {
  vi.resetModules();
  queue = await import("../hydration-queue");
});

describe("the deferred hydration queue", () => {
  it("is never in a first hydration on the server", () => {
    expect(queue.isFirstHydration()).toBe(false);
  });

  it("gives each slot its own macrotask, in the order asked", async () => {
    const order: string[] = [];
    const first = queue.nextHydrationSlot().then(() => order.push("sidebar"));
    const second = queue.nextHydrationSlot().then(() => order.push("content"));
    await first;
    // Slots sharing a task would resolve within the same run of microtasks.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(order).toEqual(["sidebar"]);
    await second;
    expect(order).toEqual(["sidebar", "content"]);
  });

  it("reports the page hydrated only after the layout mounted and every deferred subtree hydrated", async () => {
    const done = vi.fn();
    await queue.nextHydrationSlot();
    await queue.nextHydrationSlot();
    queue.endFirstHydration(done);
    expect(done).not.toHaveBeenCalled();
    queue.slotHydrated();
    expect(done).not.toHaveBeenCalled();
    queue.slotHydrated();
    expect(done).toHaveBeenCalledTimes(1);
    expect(queue.isFirstHydration()).toBe(false);
  });

  it("reports at once when nothing was deferred", () => {
    const done = vi.fn();
    queue.endFirstHydration(done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

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
    const first = queue.nextHydrationSlot({ open: false }).then(() => order.push("sidebar"));
    const second = queue.nextHydrationSlot({ open: false }).then(() => order.push("content"));
    await first;
    // Slots sharing a task would resolve within the same run of microtasks.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(order).toEqual(["sidebar"]);
    await second;
    expect(order).toEqual(["sidebar", "content"]);
  });

  it("reports the page hydrated only after the layout mounted and every deferred subtree hydrated", async () => {
    const done = vi.fn();
    await queue.nextHydrationSlot({ open: false });
    await queue.nextHydrationSlot({ open: false });
    queue.endFirstHydration(done);
    expect(done).not.toHaveBeenCalled();
    queue.slotHydrated();
    expect(done).not.toHaveBeenCalled();
    queue.slotHydrated();
    expect(done).toHaveBeenCalledTimes(1);
    expect(queue.isFirstHydration()).toBe(false);
  });

  it("opens each slot in its turn", async () => {
    const slot = { open: false };
    const turn = queue.nextHydrationSlot(slot);
    expect(slot.open).toBe(false);
    await turn;
    expect(slot.open).toBe(true);
  });

  it("opens every waiting slot at once, synchronously, when the reader interacts", () => {
    const slots = [{ open: false }, { open: false }];
    for (const slot of slots) void queue.nextHydrationSlot(slot);
    queue.openAllSlots();
    expect(slots.map((slot) => slot.open)).toEqual([true, true]);
  });

  it("opens slots asked for after the reader interacted at once", () => {
    queue.openAllSlots();
    const slot = { open: false };
    void queue.nextHydrationSlot(slot);
    expect(slot.open).toBe(true);
  });

  it("reports at once when nothing was deferred", () => {
    const done = vi.fn();
    queue.endFirstHydration(done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

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

  it("reports the page hydrated only after the layout mounted and every committed subtree hydrated", async () => {
    const done = vi.fn();
    const slots = [{ open: false }, { open: false }];
    for (const slot of slots) {
      await queue.nextHydrationSlot(slot);
      queue.slotCommitted(slot);
    }
    queue.endFirstHydration(done);
    expect(done).not.toHaveBeenCalled();
    queue.slotHydrated(slots[0]!);
    expect(done).not.toHaveBeenCalled();
    queue.slotHydrated(slots[1]!);
    expect(done).toHaveBeenCalledTimes(1);
    expect(queue.isFirstHydration()).toBe(false);
  });

  it("does not wait for a slot asked for by a render React threw away", async () => {
    // After a hydration mismatch React renders the root again: the first render's boundaries
    // asked for slots and never commit; the second render's ask again and commit.
    const done = vi.fn();
    const discarded = [{ open: false }, { open: false }];
    const kept = [{ open: false }, { open: false }];
    for (const slot of [...discarded, ...kept]) void queue.nextHydrationSlot(slot);
    for (const slot of kept) queue.slotCommitted(slot);
    queue.endFirstHydration(done);
    for (const slot of kept) queue.slotHydrated(slot);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("does not wait for a committed slot whose boundary left the page before hydrating", () => {
    const done = vi.fn();
    const slot = { open: false };
    void queue.nextHydrationSlot(slot);
    queue.slotCommitted(slot);
    queue.endFirstHydration(done);
    expect(done).not.toHaveBeenCalled();
    queue.slotReleased(slot);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("counts a slot that hydrated in the commit that placed it once, whatever the effects' order", () => {
    const done = vi.fn();
    const slot = { open: true };
    queue.slotHydrated(slot);
    queue.slotCommitted(slot);
    queue.endFirstHydration(done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("reports the page live at the deadline even if a committed slot never hydrates, and only once", () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const done = vi.fn();
      const slot = { open: false };
      queue.slotCommitted(slot);
      queue.endFirstHydration(done);
      vi.advanceTimersByTime(queue.HYDRATION_DEADLINE_MS - 1);
      expect(done).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(done).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/1 deferred part\(s\) had not hydrated/));
      queue.slotHydrated(slot);
      expect(done).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
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

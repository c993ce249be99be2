import { describe, expect, it } from "vitest";
import { createSendGate } from "../shortcut";

const down = (over: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; repeat: boolean }> = {}) => ({
  key: "Enter",
  ctrlKey: true,
  metaKey: false,
  repeat: false,
  ...over,
});

describe("the send shortcut", () => {
  it("sends once per press of Ctrl+Enter or ⌘+Enter, and not for Enter alone", () => {
    const gate = createSendGate();
    expect(gate.press(down({ ctrlKey: false }))).toBe(false);
    expect(gate.press(down({ key: "a" }))).toBe(false);
    expect(gate.press(down())).toBe(true);
    gate.release({ key: "Enter" });
    expect(gate.press(down({ ctrlKey: false, metaKey: true }))).toBe(true);
  });

  it("ignores a held key's repeats, marked or not, until Enter comes up or the window loses the focus", () => {
    const gate = createSendGate();
    expect(gate.press(down())).toBe(true);
    const repeats = Array.from({ length: 60 }, (_, i) => gate.press(down({ repeat: i % 2 === 0 })));
    expect(repeats.some(Boolean)).toBe(false);
    gate.release({ key: "Control" });
    expect(gate.press(down())).toBe(false);
    gate.release({ key: "Enter" });
    expect(gate.press(down({ repeat: true }))).toBe(false);
    expect(gate.press(down())).toBe(true);
    gate.reset();
    expect(gate.press(down())).toBe(true);
  });
});

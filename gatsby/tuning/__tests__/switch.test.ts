import { describe, expect, it } from "vitest";
import { readTuning, runtimeTuning, TUNING_PIECES, TuningSwitchError } from "../switch";

describe("readTuning", () => {
  it("has every piece on when SITE_TUNING is unset or on", () => {
    for (const env of [{}, { SITE_TUNING: "on" }]) {
      const tuning = readTuning(env);
      expect(tuning.on).toBe(true);
      expect(TUNING_PIECES.every((piece) => tuning.has(piece))).toBe(true);
    }
  });

  it("has every piece off with SITE_TUNING=off, whatever SITE_TUNING_SKIP says", () => {
    const tuning = readTuning({ SITE_TUNING: "off", SITE_TUNING_SKIP: "swc-minifier" });
    expect(tuning.on).toBe(false);
    expect(TUNING_PIECES.some((piece) => tuning.has(piece))).toBe(false);
    expect(runtimeTuning(tuning)).toEqual({ mdxBody: false, hydrateInTransition: false, deferAnalytics: false });
  });

  it("leaves out the pieces SITE_TUNING_SKIP names, and only those", () => {
    const tuning = readTuning({ SITE_TUNING_SKIP: " mdx-body,swc-minifier " });
    expect(tuning.has("mdx-body")).toBe(false);
    expect(tuning.has("swc-minifier")).toBe(false);
    expect(tuning.has("short-class-names")).toBe(true);
    expect(runtimeTuning(tuning).mdxBody).toBe(false);
  });

  it("stops on a value it does not know, saying what it takes", () => {
    expect(() => readTuning({ SITE_TUNING: "false" })).toThrow(TuningSwitchError);
    expect(() => readTuning({ SITE_TUNING: "false" })).toThrow(/SITE_TUNING is "false": set it to "off"/);
    expect(() => readTuning({ SITE_TUNING_SKIP: "swc" })).toThrow(
      /SITE_TUNING_SKIP names no tuning piece: swc\. The pieces are: parcel-watcher, /,
    );
  });
});

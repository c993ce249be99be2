import { describe, expect, it } from "vitest";
import { isApplePlatform } from "../platform";

describe("isApplePlatform", () => {
  it("reads userAgentData first", () => {
    expect(isApplePlatform({ userAgentData: { platform: "macOS" }, platform: "Win32" })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: "Windows" }, platform: "MacIntel" })).toBe(false);
  });
  it("falls back to navigator.platform", () => {
    expect(isApplePlatform({ platform: "MacIntel" })).toBe(true);
    expect(isApplePlatform({ platform: "iPad" })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: "" }, platform: "Linux x86_64" })).toBe(false);
  });
  it("is false when the browser names no platform", () => {
    expect(isApplePlatform({})).toBe(false);
  });
});

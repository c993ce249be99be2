import { describe, expect, it } from "vitest";
import { chooseTab, tabFromUrl, urlWithTab } from "../reader-choices";

const VALUES = ["curl", "python", "javascript"];

describe("chooseTab", () => {
  it("takes the group's value from the URL first", () => {
    expect(chooseTab("code-samples", VALUES, "curl", { search: "?code-samples=javascript", stored: "python" })).toBe(
      "javascript",
    );
  });

  it("takes the stored value when the URL names none", () => {
    expect(chooseTab("code-samples", VALUES, "curl", { search: "?q=x", stored: "python" })).toBe("python");
  });

  it("ignores values that are not tabs of the group, from either source", () => {
    expect(chooseTab("code-samples", VALUES, "curl", { search: "?code-samples=cobol", stored: "ruby" })).toBe("curl");
  });

  it("reads another group's parameter as nothing", () => {
    expect(chooseTab("code-samples", VALUES, "curl", { search: "?os=python", stored: null })).toBe("curl");
  });
});

describe("tabFromUrl and urlWithTab", () => {
  it("reads a group's choice from a query string", () => {
    expect(tabFromUrl("?a=1&code-samples=python", "code-samples")).toBe("python");
    expect(tabFromUrl("", "code-samples")).toBeNull();
  });

  it("rewrites the URL's choice only when the URL carries one", () => {
    expect(urlWithTab("https://x.dev/api/evaluate/?code-samples=curl#h", "code-samples", "python")).toBe(
      "https://x.dev/api/evaluate/?code-samples=python#h",
    );
    expect(urlWithTab("https://x.dev/api/evaluate/", "code-samples", "python")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { BASE_URL_PROBLEMS, checkBaseUrl, serverChoices } from "../server";

describe("checkBaseUrl", () => {
  it("accepts https anywhere and http on this machine, without the trailing slash", () => {
    expect(checkBaseUrl(" https://staging.example.org/api/ ")).toEqual({
      ok: true,
      url: "https://staging.example.org/api",
    });
    expect(checkBaseUrl("http://127.0.0.1:4010")).toEqual({ ok: true, url: "http://127.0.0.1:4010" });
    expect(checkBaseUrl("http://localhost:8080/")).toEqual({ ok: true, url: "http://localhost:8080" });
  });

  it("says what is wrong with anything else", () => {
    expect(checkBaseUrl("")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.empty });
    expect(checkBaseUrl("lastmileai.dev")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.invalid });
    expect(checkBaseUrl("javascript:alert(1)")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.scheme });
    expect(checkBaseUrl("ftp://example.org")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.scheme });
    expect(checkBaseUrl("http://api.example.org")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.plainHttp });
    expect(checkBaseUrl("https://user:pw@example.org")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.extras });
    expect(checkBaseUrl("https://example.org/?x=1")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.extras });
    expect(checkBaseUrl("https://example.org/#top")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.extras });
    expect(checkBaseUrl("https://example.org/?")).toEqual({ ok: false, problem: BASE_URL_PROBLEMS.extras });
  });
});

describe("serverChoices", () => {
  it("offers the configured base URL first, then the description's servers, each once", () => {
    expect(
      serverChoices("https://lastmileai.dev", [
        { url: "https://lastmileai.dev/", description: "Production." },
        { url: "https://eu.lastmileai.dev", description: "EU." },
      ]),
    ).toEqual([
      { url: "https://lastmileai.dev", description: "Production." },
      { url: "https://eu.lastmileai.dev", description: "EU." },
    ]);
    expect(serverChoices("https://staging.example.org", [])).toEqual([
      { url: "https://staging.example.org", description: "" },
    ]);
  });
});

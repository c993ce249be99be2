import { beforeEach, describe, expect, it, vi } from "vitest";

interface Request {
  pagePath: string;
  internalServerError?: boolean;
  status?: string;
  payload?: { path?: unknown };
}

// Gatsby's browser loader exists only in a Gatsby build (.cache/loader.js, aliased in
// gatsby/webpack.ts); a stand-in records what reaches the network and, as Gatsby's does, fills in
// the request object it was given. `served` says which page's data the server answers a path with.
const fetched = vi.hoisted(() => [] as string[]);
const served = vi.hoisted(() => new Map<string, unknown>());
vi.mock("gatsby-runtime-loader", () => {
  class BaseLoader {
    fetchPageDataJson(request: Request): Promise<Request> {
      fetched.push(request.pagePath);
      const path = served.has(request.pagePath) ? served.get(request.pagePath) : request.pagePath;
      return Promise.resolve(Object.assign(request, { status: "success", payload: { path } }));
    }
  }
  return { BaseLoader, PageResourceStatus: { Error: "error", Success: "success" } };
});

const { guardPageDataLoop, isAnotherPagesData, isErrorPageFallback } = await import("../page-loader-guard");
const { BaseLoader } = (await import("gatsby-runtime-loader")) as unknown as {
  BaseLoader: new () => { fetchPageDataJson(request: Request): Promise<Request> };
};

describe("isErrorPageFallback", () => {
  it("is true only for the loader's request of /500.html after a page's data answered 500", () => {
    expect(isErrorPageFallback({ pagePath: "/500.html", internalServerError: true })).toBe(true);
  });

  it.each([
    { pagePath: "/500.html" },
    { pagePath: "/500.html", internalServerError: false },
    { pagePath: "/quickstart/", internalServerError: true },
    { pagePath: "/404.html", internalServerError: true },
    { pagePath: "/500.html/", internalServerError: true },
  ])("is false for %j", (request) => {
    expect(isErrorPageFallback(request)).toBe(false);
  });
});

describe("isAnotherPagesData", () => {
  it.each([
    ["/quickstart", "/quickstart/"],
    ["/", "/"],
    ["/404.html", "/404.html"],
    ["/search", "/search/?q=metrics"],
    ["/café", "/caf%C3%A9/"],
  ])("is false for the data of the page asked for (%s, data of %s)", (pagePath, path) => {
    expect(isAnotherPagesData({ pagePath, status: "success", payload: { path } })).toBe(false);
  });

  it("is true for well-formed data that names another page", () => {
    expect(
      isAnotherPagesData({ pagePath: "/quickstart", status: "success", payload: { path: "/autoeval/metrics/" } }),
    ).toBe(true);
    expect(
      isAnotherPagesData({ pagePath: "/quickstart", status: "success", payload: { path: "/quickstart/x/" } }),
    ).toBe(true);
  });

  it("leaves failed requests and data without a path to Gatsby", () => {
    expect(isAnotherPagesData({ pagePath: "/quickstart", status: "error" })).toBe(false);
    expect(isAnotherPagesData({ pagePath: "/quickstart", status: "success", payload: {} })).toBe(false);
  });
});

describe("guardPageDataLoop", () => {
  beforeEach(() => {
    fetched.length = 0;
    served.clear();
  });
  guardPageDataLoop();

  it("ends the chain at the error page with Gatsby's error status, without a request", async () => {
    const request = { pagePath: "/500.html", internalServerError: true };
    await expect(new BaseLoader().fetchPageDataJson(request)).resolves.toMatchObject({
      pagePath: "/500.html",
      status: "error",
    });
    expect(fetched).toEqual([]);
  });

  it("lets every other page-data request through", async () => {
    await expect(new BaseLoader().fetchPageDataJson({ pagePath: "/quickstart/" })).resolves.toMatchObject({
      status: "success",
    });
    await new BaseLoader().fetchPageDataJson({ pagePath: "/500.html" });
    expect(fetched).toEqual(["/quickstart/", "/500.html"]);
  });

  it("gives the data of another page Gatsby's error status, never the other page", async () => {
    served.set("/quickstart", "/autoeval/metrics/");
    const result = await new BaseLoader().fetchPageDataJson({ pagePath: "/quickstart" });
    expect(result).toMatchObject({ pagePath: "/quickstart", status: "error" });
    expect(result.payload).toBeUndefined();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";

interface Request {
  pagePath: string;
  internalServerError?: boolean;
  status?: string;
}

// Gatsby's browser loader exists only in a Gatsby build (.cache/loader.js, aliased in
// gatsby/webpack.ts); a stand-in records what reaches the network.
const fetched = vi.hoisted(() => [] as string[]);
vi.mock("gatsby-runtime-loader", () => {
  class BaseLoader {
    fetchPageDataJson(request: Request): Promise<Request> {
      fetched.push(request.pagePath);
      return Promise.resolve({ ...request, status: "success" });
    }
  }
  return { BaseLoader, PageResourceStatus: { Error: "error", Success: "success" } };
});

const { guardPageDataLoop, isErrorPageFallback } = await import("../page-loader-guard");
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

describe("guardPageDataLoop", () => {
  beforeEach(() => {
    fetched.length = 0;
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
});

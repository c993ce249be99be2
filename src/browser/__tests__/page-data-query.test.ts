import { describe, expect, it, vi } from "vitest";

// Gatsby's browser loader exists only in a Gatsby build; a stand-in records what it is asked for.
const fetched = vi.hoisted(() => [] as string[]);
vi.mock("gatsby-runtime-loader", () => {
  class BaseLoader {
    fetchPageDataJson(request: { pagePath: string }) {
      fetched.push(request.pagePath);
      return Promise.resolve(request);
    }
  }
  return { BaseLoader };
});

const { requestPageDataWithoutQuery, withoutQuery } = await import("../page-data-query");
const { BaseLoader } = (await import("gatsby-runtime-loader")) as unknown as {
  BaseLoader: new () => { fetchPageDataJson(request: { pagePath: string }): Promise<{ pagePath: string }> };
};

describe("requestPageDataWithoutQuery", () => {
  requestPageDataWithoutQuery();

  it("asks for a page's data by its path alone, and tells the loader so", async () => {
    const request = { pagePath: "/search/?q=secret%20words" };
    await expect(new BaseLoader().fetchPageDataJson(request)).resolves.toEqual({ pagePath: "/search/" });
    expect(fetched).toEqual(["/search/"]);
  });

  it.each([
    ["/quickstart/", "/quickstart/"],
    ["/?a=1&b=2", "/"],
    ["/404.html", "/404.html"],
  ])("%s is asked for as %s", (path, expected) => {
    expect(withoutQuery(path)).toBe(expected);
  });
});

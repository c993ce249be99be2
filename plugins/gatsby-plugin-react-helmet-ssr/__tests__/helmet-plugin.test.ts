/**
 * The site lists plugins/gatsby-plugin-react-helmet-ssr instead of gatsby-plugin-react-helmet,
 * dropping only the npm plugin's gatsby-node. That is sound only while that gatsby-node does
 * nothing but print its notice: these tests read the installed plugin and fail the day it does more.
 */
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);
const npmNode = require("gatsby-plugin-react-helmet/gatsby-node") as Record<string, unknown>;
const npmSsr = require("gatsby-plugin-react-helmet/gatsby-ssr") as Record<string, unknown>;
const ours = (await import("../gatsby-ssr.js")) as Record<string, unknown>;

describe("gatsby-plugin-react-helmet-ssr", () => {
  it("is the installed plugin's server rendering, unchanged", () => {
    expect(Object.keys(npmSsr).filter((name) => name !== "__esModule")).toEqual(["onRenderBody"]);
    expect(ours.onRenderBody).toBe(npmSsr.onRenderBody);
    expect(typeof ours.onRenderBody).toBe("function");
  });

  it("leaves out only a gatsby-node that prints the Head API notice and validates no options", () => {
    expect(Object.keys(npmNode).sort()).toEqual(["onPreInit", "pluginOptionsSchema"]);
    const reporter = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), panic: vi.fn() };
    (npmNode.onPreInit as (args: { reporter: typeof reporter }) => void)({ reporter });
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn.mock.calls[0]![0]).toMatch(/^gatsby-plugin-react-helmet: Gatsby now has built-in support/);
    expect([reporter.info, reporter.error, reporter.panic].every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });
});

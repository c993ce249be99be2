import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";

/**
 * patches/gatsby-react-router-scroll+*.patch: Gatsby's scroll handler ran decodeURI on the URL's
 * hash when it mounted and on every location change, and "#100%", "#a%ZZ" or "#%E0%A4%A" threw a
 * URIError above every error boundary, which unmounted the whole page. This loads the scroll
 * handler that Gatsby itself bundles, so it fails if the patch stops being applied or Gatsby moves
 * to a version where the handler works otherwise.
 */
const gatsbyRequire = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));
const { ScrollHandler } = gatsbyRequire("gatsby-react-router-scroll/scroll-handler.js") as {
  ScrollHandler: new (props: Record<string, unknown>) => {
    componentDidMount(): void;
    componentDidUpdate(previous: Record<string, unknown>): void;
    componentWillUnmount(): void;
  };
};

const globals = globalThis as { window?: unknown; document?: unknown };
afterEach(() => {
  delete globals.window;
  delete globals.document;
});

/** The ids the handler looks up for `hash`, on mount and on an update to it. */
function idsLookedUpFor(hash: string): { mount: string[]; update: string[] } {
  const mount: string[] = [];
  const update: string[] = [];
  let ids = mount;
  globals.window = {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    scrollTo: () => undefined,
  };
  globals.document = {
    getElementById: (id: string) => {
      ids.push(id);
      return null;
    },
  };
  const location = { pathname: "/quickstart/", hash };
  const handler = new ScrollHandler({ location, children: null });
  handler.componentDidMount();
  ids = update;
  handler.componentDidUpdate({ location: { pathname: "/quickstart/", hash: "" } });
  handler.componentWillUnmount();
  return { mount, update };
}

describe("Gatsby's scroll handler (patched)", () => {
  it.each(["#%", "#100%", "#a%ZZ", "#%E0%A4%A"])("looks up %s as written instead of throwing", (hash) => {
    expect(idsLookedUpFor(hash)).toEqual({ mount: [hash.slice(1)], update: [hash.slice(1)] });
  });

  it("still decodes a hash that decodes", () => {
    expect(idsLookedUpFor("#caf%C3%A9")).toEqual({ mount: ["café"], update: ["café"] });
  });
});

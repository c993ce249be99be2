import { describe, expect, it } from "vitest";
import { browserLikeEnvDefinitions, narrowServerEnvDefinitions } from "../server-env-definitions";
import { DefinePlugin, gatsbyConfigWith, runWebpackHook } from "../../__tests__/__fixtures__/webpack-hook";

/** What Gatsby's DefinePlugin holds for the HTML renderer: every variable of the environment. */
function gatsbyServerDefinitions(env: Record<string, string>): Record<string, unknown> {
  const definitions: Record<string, unknown> = { "process.env": "({})" };
  for (const [name, value] of Object.entries(env)) definitions[`process.env.${name}`] = JSON.stringify(value);
  definitions["process.env.PUBLIC_DIR"] = '"/site/public"';
  definitions["process.env.BUILD_STAGE"] = '"build-html"';
  return definitions;
}

class OtherPlugin {
  definitions = { "process.env.HOME": '"/root"' };
}

const TERMINAL = { NODE_ENV: "production", HOME: "/root", PATH: "/usr/bin", GATSBY_ALGOLIA_APP_ID: "APP" };
const NPM_RUN = { ...TERMINAL, npm_lifecycle_event: "build", npm_config_cache: "/root/.npm" };

describe("browserLikeEnvDefinitions", () => {
  it("keeps GATSBY_ variables, Gatsby's own names and anything not from the environment", () => {
    const kept = browserLikeEnvDefinitions({ ...gatsbyServerDefinitions(TERMINAL), __SITE_CONFIG__: "{}" }, TERMINAL);
    expect(Object.keys(kept).sort()).toEqual([
      "__SITE_CONFIG__",
      "process.env",
      "process.env.BUILD_STAGE",
      "process.env.GATSBY_ALGOLIA_APP_ID",
      "process.env.NODE_ENV",
      "process.env.PUBLIC_DIR",
    ]);
    expect(kept["process.env.GATSBY_ALGOLIA_APP_ID"]).toBe('"APP"');
  });

  it("gives the same names whether the build was started from a terminal or by npm", () => {
    const names = (env: Record<string, string>) =>
      Object.keys(browserLikeEnvDefinitions(gatsbyServerDefinitions(env), env)).sort();
    expect(names(NPM_RUN)).toEqual(names(TERMINAL));
  });
});

describe("narrowServerEnvDefinitions", () => {
  it("narrows the DefinePlugin that defines process.env in the HTML renderer's stages", () => {
    for (const stage of ["build-html", "develop-html"]) {
      const define = new DefinePlugin(gatsbyServerDefinitions(NPM_RUN));
      const unrelated = new DefinePlugin({ __SITE_CONFIG__: "{}" });
      const other = new OtherPlugin();
      expect(narrowServerEnvDefinitions([unrelated, define, other], stage, NPM_RUN)).toBe(4);
      expect(define.definitions).not.toHaveProperty("process.env.HOME");
      expect(define.definitions).not.toHaveProperty("process.env.npm_lifecycle_event");
      expect(define.definitions).toHaveProperty("process.env.NODE_ENV", '"production"');
      expect(unrelated.definitions).toEqual({ __SITE_CONFIG__: "{}" });
      expect(other.definitions).toEqual({ "process.env.HOME": '"/root"' });
    }
  });

  it("leaves the browser's stages as Gatsby made them", () => {
    const define = new DefinePlugin(gatsbyServerDefinitions(NPM_RUN));
    const before = { ...define.definitions };
    expect(narrowServerEnvDefinitions([define], "build-javascript", NPM_RUN)).toBe(0);
    expect(define.definitions).toEqual(before);
  });
});

describe("onCreateWebpackConfig", () => {
  it("gives the HTML renderer only the environment variables the browser gets", () => {
    const env = { NPM_LIFECYCLE_PROBE: "build", GATSBY_PROBE: "1" };
    const define = new DefinePlugin(gatsbyServerDefinitions(env));
    const added = Object.keys(env).filter((name) => !(name in process.env));
    Object.assign(process.env, env);
    try {
      runWebpackHook(gatsbyConfigWith([define]), "build-html");
    } finally {
      for (const name of added) delete process.env[name];
    }
    expect(define.definitions).not.toHaveProperty("process.env.NPM_LIFECYCLE_PROBE");
    expect(define.definitions).toHaveProperty("process.env.GATSBY_PROBE", '"1"');
  });
});

import { describe, expect, it } from "vitest";
import { onCreateWebpackConfig } from "../webpack";

class DefinePlugin {
  constructor(public definitions: Record<string, unknown>) {}
}

/** The parts of Gatsby's webpack config the hook reads: its env DefinePlugin and a CSS-module rule. */
function gatsbyConfig(env: Record<string, string>) {
  const definitions: Record<string, unknown> = { "process.env": "({})" };
  for (const [name, value] of Object.entries(env)) definitions[`process.env.${name}`] = JSON.stringify(value);
  return {
    plugins: [new DefinePlugin(definitions)],
    module: {
      rules: [
        { oneOf: [{ test: /\.css$/, use: [{ loader: "css-loader", options: { modules: { localIdentName: "x" } } }] }] },
      ],
    },
  };
}

function run(stage: string, env: Record<string, string>) {
  let replaced: ReturnType<typeof gatsbyConfig> | undefined;
  const actions = {
    replaceWebpackConfig: (config: ReturnType<typeof gatsbyConfig>) => (replaced = config),
    setWebpackConfig: () => {},
  };
  const plugins = { define: (values: Record<string, unknown>) => new DefinePlugin(values) };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    (onCreateWebpackConfig as (args: unknown) => void)({ actions, plugins, getConfig: () => gatsbyConfig(env), stage });
  } finally {
    for (const name of Object.keys(env)) if (!(name in saved)) delete process.env[name];
  }
  return replaced!.plugins[0]!.definitions;
}

describe("onCreateWebpackConfig", () => {
  const env = { NPM_LIFECYCLE_PROBE: "build", GATSBY_PROBE: "1" };

  it("gives the HTML renderer only the environment variables the browser gets", () => {
    const definitions = run("build-html", env);
    expect(definitions).not.toHaveProperty("process.env.NPM_LIFECYCLE_PROBE");
    expect(definitions).toHaveProperty("process.env.GATSBY_PROBE", '"1"');
  });
});

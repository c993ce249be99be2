/**
 * The Gatsby command this process runs ("build", "develop", …), as gatsby-cli records it in the
 * environment; undefined outside Gatsby (unit tests, scripts).
 */
export function gatsbyCommand(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.gatsby_executing_command || undefined;
}

/**
 * Every kind of error the docs engine stops a build on has an id of its own, which Gatsby prints
 * ("ERROR #docs-10005"), so a maintainer can search the code and DESIGN.md's table for it. The
 * message each place composes names the file and the fix; the id says which check spoke.
 * plugins/gatsby-remark-doc-images (CommonJS) writes its id as a literal; the unit test
 * (__tests__/build-errors.test.ts) keeps every literal in this table.
 */
export const BUILD_ERROR = {
  /** A doc's, page's or release note's front matter fails its schema (src/build/docs/content-nodes.ts). */
  frontMatter: "docs-10001",
  /** The site config (src/config/site.ts, SITE_CONFIG, SITE_* variables) fails validation. */
  siteConfig: "docs-10002",
  /** content/versions.json or a sidebars file is malformed, or a sidebars file names no version. */
  docsStructure: "docs-10003",
  /** The content query of createPages failed: a resolver's error, such as a sidebar naming a missing doc. */
  contentQuery: "docs-10004",
  /** A navbar item names a doc or sidebar that does not exist, or has an unknown type. */
  navbar: "docs-10005",
  /** Two docs share an id, or two pages a route. */
  duplicateRoute: "docs-10006",
  /** A link's #anchor does not decode (a bare "%", escapes that are not UTF-8). */
  undecodableAnchor: "docs-10007",
  /** A page links to or loads a page or file that does not exist (onBrokenLinks "throw"). */
  brokenLink: "docs-10008",
  /** A doc's image is missing or has no alt text (plugins/gatsby-remark-doc-images). */
  docImage: "docs-10009",
  /** A page imports a partial that does not exist, imports itself, or does not parse. */
  partial: "docs-10010",
  /** SITE_TUNING or SITE_TUNING_SKIP holds a value the framework tuning does not know (gatsby/tuning/switch.ts). */
  tuningSwitch: "docs-10011",
  /** A built page holds an inline script the build did not write (src/build/built-site/deploy-headers.ts). */
  inlineScript: "docs-10012",
} as const;

export type BuildErrorId = (typeof BUILD_ERROR)[keyof typeof BUILD_ERROR];

/** Gatsby's error map for every id: the message is the one the check composed. */
export const buildErrorMap = Object.fromEntries(
  Object.values(BUILD_ERROR).map((id) => [
    id,
    {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR" as const,
      type: "PLUGIN" as const,
      category: "USER" as const,
    },
  ]),
);

/** The docs model in GraphQL, declared explicitly with descriptions so authors can explore it in GraphiQL. */
export const docsTypeDefs = /* GraphQL */ `
  "A heading of a page, for its table of contents."
  type TocEntry {
    "Anchor id of the heading (the same slug the rendered page uses)."
    id: String!
    "Plain text of the heading."
    value: String!
    "Heading level, 2 to 6."
    level: Int!
  }

  "One page of the docs, in one version. Made from an MDX file in content/docs or content/versioned_docs."
  type Doc implements Node @dontInfer {
    "Path of the file without extension, relative to its version's folder, e.g. autoeval/metrics."
    docId: String!
    "Version name: current, or an archived name such as 1.x."
    version: String!
    title: String!
    description: String!
    "Label in the sidebar; the title when not set."
    sidebarLabel: String
    sidebarPosition: Float
    "Route of the page, with a trailing slash."
    path: String!
    "Built but hidden from the sidebar, search and sitemap."
    unlisted: Boolean!
    "Built in development only."
    draft: Boolean!
    tocMinHeadingLevel: Int!
    tocMaxHeadingLevel: Int!
    "Every h2-h6 heading of the page, in order."
    headings: [TocEntry!]!
    "The file, relative to the project root."
    sourceFile: String!
    "Date of the source file's last commit (git log -1 --format=%cI at build time); null when the build has no git history for it."
    lastUpdated: Date @dateformat
    "Where to edit the source file: the site config's editUrl joined with sourceFile; null when editUrl is not set."
    editUrl: String
    "The MDX node holding the body."
    mdx: Mdx! @link(from: "mdxId")
  }

  "A docs version. The current one lives at the root paths, archived ones under /{name}/."
  type DocsVersion implements Node @dontInfer {
    name: String!
    label: String!
    "Base path, e.g. / or /1.x/."
    path: String!
    "True for the latest (current) version."
    isLast: Boolean!
    "unmaintained for archived versions, else null."
    banner: String
    "Docs of this version, drafts included only in development."
    docs: [Doc!]!
  }

  "A sidebar of one version, as configured in content/sidebars/{version}.json."
  type Sidebar implements Node @dontInfer {
    sidebarId: String!
    version: String!
    "The sidebars file it comes from."
    file: String!
    "Normalized configuration: every shorthand spelled out."
    config: JSON!
    "Items resolved to links with paths and labels: what the sidebar renders."
    items: JSON!
  }

  "A release note entry from content/release-notes."
  type ReleaseNote implements Node @dontInfer {
    title: String!
    "Release date, YYYY-MM-DD."
    date: Date! @dateformat
    description: String!
    "Anchor id of the entry on /release-notes/."
    anchor: String!
    "The entry's Markdown body rendered to HTML at build time (plain Markdown: no JSX, no raw HTML)."
    html: String!
    sourceFile: String!
    mdx: Mdx! @link(from: "mdxId")
  }

  "A standalone page outside the docs, from content/pages."
  type StandalonePage implements Node @dontInfer {
    title: String!
    description: String!
    path: String!
    sourceFile: String!
    mdx: Mdx! @link(from: "mdxId")
  }
`;

import { existsSync } from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import type { ApiReferenceOptions } from "./plugins/gatsby-source-openapi/model";
import { apiReferenceOptions } from "./src/build/config/api-reference";
import { loadSite, siteConfigFile } from "./src/build/config/load";
import { loadSiteOrStop } from "./src/build/config/load-or-stop";
import { rehypeHeadingAnchors } from "./src/build/mdx/rehype-heading-anchors";
import { rehypeHighlightCode } from "./src/build/mdx/rehype-highlight-code";
import { remarkPlugins } from "./src/build/mdx/remark-plugins";
import { gtagPluginOptions } from "./src/build/config/gtag";
import { PARTIALS_SOURCE, partialsDir } from "./src/build/docs/partials";
import { DOCS_STRUCTURE_SOURCE, isDocsStructurePath } from "./src/build/docs/structure-nodes";
import { isSiteConfigPath, SITE_CONFIG_SOURCE } from "./src/build/config/site-config-node";

export interface SiteOptions {
  /** The site's root folder (content/, openapi/, static/ live there). */
  readonly root: string;
  /** The API reference's options: the OpenAPI description, slug overrides, route base. */
  readonly apiReference: ApiReferenceOptions;
}

/** The site's Gatsby configuration, for the sources under `root`. */
export function createGatsbyConfig({ root, apiReference }: SiteOptions): GatsbyConfig {
  // A bad key stops the build with the key and the valid choices (src/build/config/load.ts).
  const site = loadSite().config;
  return {
    siteMetadata: {
      title: site.title,
      description: site.tagline,
      siteUrl: site.url,
    },
    pathPrefix: site.pathPrefix,
    trailingSlash: "always",
    graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
    plugins: [
      // gatsby-plugin-react-helmet without the notice its gatsby-node prints on every build (plugins/gatsby-plugin-react-helmet-ssr).
      "gatsby-plugin-react-helmet-ssr",
      { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${root}/content/docs` } },
      {
        resolve: "gatsby-source-filesystem",
        options: { name: "versioned_docs", path: `${root}/content/versioned_docs` },
      },
      {
        resolve: "gatsby-source-filesystem",
        options: { name: "release_notes", path: `${root}/content/release-notes` },
      },
      { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${root}/content/pages` } },
      // Partials (src/build/docs/partials.ts): sourced so that gatsby-plugin-mdx compiles them when a doc
      // imports one; they become no page and no search record (src/build/docs/content-nodes.ts makes nothing of them).
      ...(existsSync(partialsDir(root))
        ? [{ resolve: "gatsby-source-filesystem", options: { name: PARTIALS_SOURCE, path: partialsDir(root) } }]
        : []),
      {
        // content/versions.json and content/sidebars/*.json, watched by `gatsby develop` (src/build/docs/structure-nodes.ts).
        resolve: "gatsby-source-filesystem",
        options: {
          name: DOCS_STRUCTURE_SOURCE,
          path: `${root}/content`,
          ignore: [(file: string) => !isDocsStructurePath(path.resolve(root, "content"), path.resolve(file))],
        },
      },
      {
        // The site config's file alone, as a File node: it becomes the SiteConfig node, watched by `gatsby develop` (src/build/config/site-config-node.ts).
        resolve: "gatsby-source-filesystem",
        options: {
          name: SITE_CONFIG_SOURCE,
          path: path.dirname(siteConfigFile()),
          ignore: [(file: string) => !isSiteConfigPath(siteConfigFile(), file)],
        },
      },
      // Resizes the docs' images (plugins/gatsby-remark-doc-images); adds no client JS.
      "gatsby-plugin-sharp",
      // Before gatsby-plugin-mdx: front matter that is not YAML stops the build naming the file and line.
      "gatsby-front-matter-check",
      {
        resolve: "gatsby-plugin-mdx",
        options: {
          extensions: [".mdx", ".md"],
          gatsbyRemarkPlugins: [{ resolve: "gatsby-remark-doc-images", options: { maxWidth: 800 } }],
          mdxOptions: {
            // One list for the pages and the build's readers of the Markdown tree (src/build/mdx/read-mdx.ts).
            remarkPlugins,
            rehypePlugins: [rehypeHeadingAnchors, rehypeHighlightCode],
            // Pages import their components from our module, not from a React context (src/mdx/provider.ts).
            providerImportSource: path.resolve("src/mdx/provider.ts"),
          },
        },
      },
      {
        // The OpenAPI description alone, as a File node: gatsby-source-openapi sources the API nodes from it and `gatsby develop` watches it.
        resolve: "gatsby-source-filesystem",
        options: {
          name: "api_description",
          path: path.dirname(apiReference.specPath),
          ignore: [
            (file: string) =>
              ![path.dirname(apiReference.specPath), apiReference.specPath].includes(path.resolve(file)),
          ],
        },
      },
      {
        resolve: "gatsby-source-openapi",
        options: { ...apiReference },
      },
      {
        resolve: "gatsby-plugin-google-gtag",
        // Page views are sent by gatsby-browser, the first included; the plugin sends none.
        options: gtagPluginOptions(site.gtagId),
      },
      {
        resolve: "gatsby-plugin-sitemap",
        options: {
          excludes: ["/404/", "/404.html", "/dev-404-page/", "/search/"],
          // Unlisted docs are built but kept out of the sitemap, like search and the sidebar.
          query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path } } allDoc(filter: { unlisted: { eq: true } }) { nodes { path } } }`,
          resolvePages: (data: {
            allSitePage: { nodes: { path: string }[] };
            allDoc: { nodes: { path: string }[] };
          }) => {
            const unlisted = new Set(data.allDoc.nodes.map((doc) => doc.path));
            return data.allSitePage.nodes.filter((page) => !unlisted.has(page.path));
          },
        },
      },
    ],
  };
}

// Loaded here first: a bad value stops the build with the validator's message (load-or-stop.ts).
const { root, extraDocs } = loadSiteOrStop();
const config = createGatsbyConfig({ root, apiReference: apiReferenceOptions() });
// The fixture build that proves a broken link fails adds one more docs folder (e2e/fixture-site/broken).
config.plugins = [
  ...(config.plugins ?? []),
  ...extraDocs.map((dir) => ({ resolve: "gatsby-source-filesystem", options: { name: "docs", path: dir } })),
];

export default config;

import type { GatsbyConfig } from "gatsby";
import { siteConfigInput } from "./src/config/site";
import { validateSiteConfig } from "./src/config/validate";
import { rehypeHeadingAnchors } from "./src/lib/mdx/rehype-heading-anchors";
import { rehypeHighlightCode } from "./src/lib/mdx/rehype-highlight-code";
import { remarkApiExample } from "./src/lib/mdx/remark-api-example";
import { remarkCodeMeta } from "./src/lib/mdx/remark-code-meta";
import { preloadedPlugin } from "./src/lib/mdx/esm-plugin";

// Validated once here: a bad key stops the build with the key and the valid choices.
const site = validateSiteConfig(siteConfigInput());

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.tagline,
    siteUrl: site.url,
  },
  pathPrefix: process.env.SITE_PATH_PREFIX || undefined,
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/content/docs` } },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "versioned_docs", path: `${__dirname}/content/versioned_docs` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "release_notes", path: `${__dirname}/content/release-notes` },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${__dirname}/content/pages` } },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx", ".md"],
        mdxOptions: {
          remarkPlugins: [preloadedPlugin("remark-gfm"), remarkCodeMeta, remarkApiExample],
          rehypePlugins: [rehypeHeadingAnchors, rehypeHighlightCode],
        },
      },
    },
    {
      resolve: "gatsby-source-openapi",
      options: {
        specPath: `${__dirname}/openapi/autoeval-api-v2.yaml`,
        slugOverrides: {
          "lmai.proto.webserver.v2.S3PresignedPost": "s-3-presignedpost",
          "google.protobuf.Value": "google-protobuf-value",
        },
      },
    },
    {
      resolve: "gatsby-plugin-google-gtag",
      options: {
        trackingIds: [site.gtagId],
        // Page views are sent by gatsby-browser on every location change, the first included.
        gtagConfig: { send_page_view: false, anonymize_ip: true },
        // The plugin's own route-update page views are switched off (every path excluded).
        pluginConfig: { head: false, respectDNT: false, exclude: ["/**"] },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404/", "/404.html", "/dev-404-page/", "/search/"],
      },
    },
  ],
};

export default config;

/**
 * The site's configuration: everything a maintainer changes without touching components.
 * Loaded and validated once per build by ./load.ts; `gatsby develop` re-reads it on save by
 * running its text on its own (./read-site-file.ts), so it may import types only. The
 * deployment sets a few keys through the environment variables the README lists; another site
 * built from this code (the browser tests' fixture) has a configuration file of its own
 * instead (SITE_CONFIG, see DESIGN.md).
 */
import type { SiteConfigInput } from "./schema";

function algoliaFromEnv(env: NodeJS.ProcessEnv): SiteConfigInput["search"]["algolia"] {
  const appId = env.GATSBY_ALGOLIA_APP_ID;
  const apiKey = env.GATSBY_ALGOLIA_SEARCH_KEY;
  const indexName = env.GATSBY_ALGOLIA_INDEX_NAME;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

/**
 * The keys the environment variables below set, so that a bad value's message names the variable
 * as well as the key (validate.ts). src/build/config/__tests__/validate.test.ts checks it against
 * siteConfigInput.
 */
export const ENVIRONMENT_KEYS: Readonly<Record<string, string>> = {
  url: "SITE_URL",
  pathPrefix: "SITE_PATH_PREFIX",
  gtagId: "SITE_GTAG_ID",
  "apiConsole.baseUrl": "SITE_API_BASE_URL",
  "search.algolia.appId": "GATSBY_ALGOLIA_APP_ID",
  "search.algolia.apiKey": "GATSBY_ALGOLIA_SEARCH_KEY",
  "search.algolia.indexName": "GATSBY_ALGOLIA_INDEX_NAME",
};

export function siteConfigInput(env: NodeJS.ProcessEnv = process.env): SiteConfigInput {
  return {
    title: "AutoEval Docs",
    tagline: "Evaluate, test and guard applications built on language models.",
    url: env.SITE_URL ?? "https://docs.autoeval.dev",
    pathPrefix: env.SITE_PATH_PREFIX || undefined,
    titleDelimiter: "|",
    locale: { label: "English", htmlLang: "en", direction: "ltr" },
    navbar: {
      logo: { src: "/img/logo.svg", alt: "AutoEval", width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        { type: "docSidebar", sidebarId: "docs", label: "Docs", position: "left" },
        {
          type: "dropdown",
          label: "Guides",
          position: "left",
          items: [
            { label: "Evaluating a RAG pipeline", to: "/guides/rag-evaluation/" },
            { label: "Evaluating multi-agent systems", to: "/guides/multi-agent-evaluation/" },
            { label: "Building guardrails", to: "/guides/guardrails-guide/" },
          ],
        },
        { type: "default", label: "API Reference", to: "/sdk/", activeBaseRegex: "^/(sdk|api|category/api)/" },
        { type: "default", label: "Release Notes", to: "/release-notes/" },
        { type: "docsVersionDropdown" },
        { type: "localeDropdown" },
        { type: "default", label: "Blog", href: "https://blog.lastmileai.dev" },
        {
          type: "default",
          label: "Community chat",
          href: "https://discord.gg/autoeval",
          icon: "chat",
          ariaLabel: "Community chat on Discord",
        },
        { type: "default", label: "Sign In", href: "https://lastmileai.dev/login", button: true },
        { type: "colorModeToggle" },
        { type: "search" },
      ],
    },
    footer: {
      style: "dark",
      logo: { src: "/img/logo.svg", alt: "AutoEval", width: 32, height: 32 },
      links: [
        {
          title: "Docs",
          items: [
            { label: "Quickstart", to: "/quickstart/" },
            { label: "Metrics", to: "/autoeval/metrics/" },
            { label: "Fine-tuning", to: "/autoeval/fine-tune/" },
            { label: "Guardrails", to: "/autoeval/guardrails/" },
          ],
        },
        {
          title: "API",
          items: [
            { label: "API reference", to: "/sdk/" },
            { label: "All operations", to: "/category/api/" },
            { label: "API keys", to: "/api-keys/" },
          ],
        },
        {
          title: "Community",
          items: [
            { label: "Community chat", href: "https://discord.gg/autoeval" },
            { label: "Blog", href: "https://blog.lastmileai.dev" },
            { label: "Release notes", to: "/release-notes/" },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} AutoEval. Built with Gatsby.`,
    },
    announcementBar: {
      id: "official-sdks-2026-12",
      content: "The API reference now covers the official lastmile SDKs for TypeScript and Python.",
      linkTo: "/sdk/#official-sdks",
      linkLabel: "See the SDKs",
      backgroundColor: "#1d2a5c",
      textColor: "#ffffff",
      isCloseable: true,
    },
    colorMode: {
      defaultMode: "light",
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    search: {
      algolia: algoliaFromEnv(env),
      externalUrlRegex: "^https://lastmileai\\.dev/",
      feedbackUrl: "https://github.com/autoeval/docs/issues/new?labels=search",
      suggestedQueries: ["quickstart", "metrics", "datasets", "fine-tuning", "guardrails"],
      // What readers type, and the words of the docs it stands for (CONTRIBUTING.md, "Synonyms").
      synonyms: {
        changelog: ["release notes"],
        "latest changes": ["release notes"],
        "what's new": ["release notes"],
        auth: ["authentication", "api keys"],
        credentials: ["api keys"],
        org: ["project"],
        organization: ["project"],
        workspace: ["project"],
        teammate: ["member"],
        invite: ["add members"],
        import: ["upload"],
        export: ["download"],
        "delete dataset": ["archive dataset"],
        "on prem": ["self-hosted", "vpc"],
        "long documents": ["long context"],
        wandb: ["weights & biases"],
        "too many requests": ["rate limits"],
        throttled: ["rate limits"],
      },
    },
    onBrokenLinks: "throw",
    apiConsole: {
      enabled: env.SITE_API_CONSOLE !== "off",
      baseUrl: env.SITE_API_BASE_URL ?? "https://lastmileai.dev",
    },
    gtagId: env.SITE_GTAG_ID ?? "G-AUTOEVAL01",
    editUrl: "https://github.com/autoeval/docs/edit/main/",
    issuesUrl: "https://github.com/autoeval/docs/issues/new?labels=docs",
  };
}

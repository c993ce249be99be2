/**
 * The site's configuration: everything a maintainer changes without touching components.
 * Validated at build time by ./validate.ts. `gatsby develop` re-reads this file on save by
 * running its text on its own (./read-site-file.ts), so it may import types only.
 */
import type { SiteConfigInput } from "./schema";

function algoliaFromEnv(env: NodeJS.ProcessEnv): SiteConfigInput["search"]["algolia"] {
  const appId = env.GATSBY_ALGOLIA_APP_ID;
  const apiKey = env.GATSBY_ALGOLIA_SEARCH_KEY;
  const indexName = env.GATSBY_ALGOLIA_INDEX_NAME;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

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
      hideOnScroll: env.SITE_NAVBAR_HIDE_ON_SCROLL === "true",
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
      id: env.SITE_ANNOUNCEMENT_ID ?? "alberta-8k-release",
      content: "alBERTa-LC-8k is here: evaluate 8,192-token contexts in under 400 ms.",
      linkTo: "/autoeval/models/alberta-8k/",
      linkLabel: "Read about the model",
      backgroundColor: "#1d2a5c",
      textColor: "#ffffff",
      isCloseable: true,
    },
    colorMode: {
      defaultMode: "light",
      disableSwitch: env.SITE_COLOR_MODE_DISABLE_SWITCH === "true",
      respectPrefersColorScheme: env.SITE_COLOR_MODE_RESPECT_SYSTEM === "true",
    },
    search: {
      algolia: algoliaFromEnv(env),
      externalUrlRegex: "^https://lastmileai\\.dev/",
      feedbackUrl: "https://github.com/autoeval/docs/issues/new?labels=search",
      suggestedQueries: ["quickstart", "metrics", "datasets", "fine-tuning", "guardrails"],
    },
    // Only the fixture site of the browser tests, which reuses this navbar, relaxes it.
    onBrokenLinks: env.SITE_ON_BROKEN_LINKS === "warn" ? "warn" : "throw",
    apiConsole: {
      enabled: env.SITE_API_CONSOLE !== "off",
      baseUrl: env.SITE_API_BASE_URL ?? "https://lastmileai.dev",
    },
    gtagId: env.SITE_GTAG_ID ?? "G-AUTOEVAL01",
    editUrl: "https://github.com/autoeval/docs/edit/main/",
    issuesUrl: "https://github.com/autoeval/docs/issues/new?labels=docs",
  };
}

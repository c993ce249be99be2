/**
 * Every string the site's chrome shows a reader, in one place. This module ships in the first
 * load of every page, so the words of one kind of API page are in src/api-strings/ (loaded with
 * that page's template), the API console's in src/console-strings.ts (loaded with it), and the
 * search modal's and search page's in src/search-strings.ts (the not-found page's in
 * src/not-found-strings.ts, the MDX ApiExample's in src/mdx/api-example-strings.ts).
 */
export const strings = {
  skipToContent: "Skip to main content",
  directLinkTo: (heading: string) => `Direct link to ${heading}`,
  home: "Home page",
  breadcrumbs: "Breadcrumbs",
  docsSidebar: "Docs sidebar",
  sidebarCategoryLoading: "Loading pages…",
  sidebarCategoryFailed: "This category's pages could not be loaded.",
  mainNavigation: "Main",
  footerNavigation: "Footer",
  onThisPage: "On this page",
  previous: "Previous",
  next: "Next",
  docsPages: "Docs pages",
  editThisPage: "Edit this page",
  lastUpdated: "Last updated on",
  wasThisHelpful: "Was this page helpful?",
  yes: "Yes",
  no: "No",
  thanksForFeedback: "Thank you for your feedback.",
  reportProblem: "Report a problem",
  opensInNewTab: "(opens in a new tab)",
  copy: "Copy",
  copied: "Copied",
  copyCode: "Copy code to clipboard",
  copyPageMarkdown: "Copy page as Markdown",
  copyFailed: "Copy failed",
  /** The caption of a code block marked response="..." (src/common/mdx/response-marks.ts). */
  responseMark: {
    abridged: "Abridged response: some fields are left out",
    illustrative: "Illustrative response: the values you get will differ",
  },
  viewMarkdown: "view this page as Markdown",
  close: "Close",
  announcement: "Announcement",
  closeAnnouncement: "Close",
  toggleNavigation: "Toggle navigation bar",
  closeNavigation: "Close navigation bar",
  backToMainMenu: "← Back to main menu",
  colorModeToggle: (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`,
  lightMode: "light",
  darkMode: "dark",
  languages: "Languages",
  releaseNotesByYear: "Release notes by year",
  /** Before the links to the release notes' RSS and Atom feeds. */
  releaseNotesFeeds: "Follow new releases in a feed reader:",
  table: "Table",
  versions: "Versions",
  crashedTitle: "This page crashed.",
  tryAgain: "Try again",
  // Failures the reader must hear about (docs/decisions.md): a crash above the page, a page that never loaded its code.
  crashedNotice: "This page crashed. What was on screen is kept, but its buttons and menus may not respond.",
  loadFailed: "This page did not finish loading: its text and links work, but its buttons, menus and search do not.",
  reload: "Reload",
  retry: "Retry",
  lazyLoadFailed: "This part of the page could not be loaded. Check your connection, then retry.",
  drawerFailed: "The navigation menu failed to open.",
  searchFailed: "Search stopped working because of an error:",
  search: "Search",
  searchPlaceholder: "Search docs",
  unmaintainedVersion: (label: string) =>
    `This is documentation for AutoEval ${label}, which is no longer actively maintained.`,
  unreleasedVersion: (label: string) => `This is unreleased documentation for AutoEval ${label}.`,
  latestVersionLink: (label: string) => `latest version (${label})`,
  seeLatest: "For up-to-date documentation, see the",
  baseUrlIssue: (expected: string) =>
    `This site is configured to be served at "${expected}", but it is being served from a different path. Links and assets may be broken: set the path prefix to match where the site is served.`,
  // Shared by the API reference pages (src/api-strings/ holds what one page kind alone shows) and docs.
  authentication: "Authentication",
  required: "required",
  readOnly: "read-only",
  deprecated: "deprecated",
  nullable: "nullable",
} as const;

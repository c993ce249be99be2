/**
 * The site configuration's schema: the single source of truth for its shape.
 * Types are inferred from it, so the config, its validation and its types never drift.
 */
import { colord, extend } from "colord";
import namesPlugin from "colord/plugins/names";
import { z } from "zod";

extend([namesPlugin]);

/**
 * Only http(s) URLs: a `javascript:` or `data:` URL in a link would run or render whatever it
 * holds when a reader clicks it.
 */
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** A path on this site: one leading slash (`//host` would leave the site). */
const sitePath = z.string().regex(/^\/(?!\/)/, "must be a site path with one leading slash, such as /quickstart/");
/** An id embedded in inline scripts and storage values: letters, digits, dot, dash, underscore. */
const safeId = z.string().regex(/^[A-Za-z0-9._-]+$/, "may hold only letters, digits, '.', '-' and '_'");

/**
 * A CSS colour (hex, rgb(), hsl() or a colour name), checked by colord: the announcement bar's
 * colours go into a style attribute of every page, where anything else (`red;background-image:
 * url(...)`) would be declarations of its own.
 */
const cssColor = z
  .string()
  .trim()
  .refine(
    (value) => colord(value).isValid(),
    "must be a CSS colour: a hex value such as #1d2a5c, rgb(29 42 92), hsl(228 52% 24%) or a colour name such as white",
  );

/** A regular expression, compiled here: a bad one stops the build instead of breaking search or the navbar in the browser. */
const regexSource = z.string().superRefine((source, ctx) => {
  try {
    new RegExp(source);
  } catch (error) {
    ctx.addIssue({
      code: "custom",
      message: `is not a regular expression JavaScript can compile: ${(error as Error).message}`,
    });
  }
});

/**
 * Gatsby's path prefix (the site served under `/docs`), embedded in pages and an inline
 * script: path segments of URL-safe characters, a leading slash and no trailing one.
 */
const pathPrefix = z
  .string()
  .regex(
    /^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+$/,
    "must be a path such as /docs: segments of letters, digits, '.', '-', '_' and '~', with a leading slash and no trailing one",
  );

/** A word or phrase of the search synonyms table: a few words of letters and digits. */
const searchPhrase = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/[\p{L}\p{N}]/u, "must hold a word (letters or digits)");

/**
 * The embedded search's synonyms: what a reader may type, and the phrases of the docs it stands
 * for. One table, applied to every query as it is searched (src/common/search/query-forms.mjs).
 */
const searchSynonyms = z
  .record(searchPhrase, z.array(searchPhrase).min(1, "must list at least one phrase").max(8))
  .default({})
  .refine((table) => Object.keys(table).length <= 100, "may hold at most 100 words or phrases")
  .describe(
    "Words and phrases readers type, each with the phrases of the docs it stands for (changelog → release notes); applied at query time by the embedded search. In Algolia mode Algolia's own synonyms apply, set in its dashboard",
  );

const position = z.enum(["left", "right"]).default("right").describe("Side of the navbar");

const baseNavbarItem = {
  label: z.string().min(1).optional(),
  position,
  className: z.string().optional(),
  ariaLabel: z.string().optional(),
  icon: z.enum(["chat"]).optional().describe("Shows an icon instead of the label"),
};

const linkItem = z.strictObject({
  ...baseNavbarItem,
  type: z.literal("default"),
  label: z.string().min(1),
  to: sitePath.optional(),
  href: httpUrl.optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: regexSource.optional(),
  button: z.boolean().optional(),
});

const dropdownChild = z.strictObject({
  label: z.string().min(1),
  to: sitePath.optional(),
  href: httpUrl.optional(),
});

const dropdownItem = z.strictObject({
  ...baseNavbarItem,
  type: z.literal("dropdown"),
  label: z.string().min(1),
  items: z.array(dropdownChild).min(1),
});

const docItem = z.strictObject({
  ...baseNavbarItem,
  type: z.literal("doc"),
  docId: z.string().min(1),
});

const docSidebarItem = z.strictObject({
  ...baseNavbarItem,
  type: z.literal("docSidebar"),
  sidebarId: z.string().min(1),
});

const versionsItem = z.strictObject({ ...baseNavbarItem, type: z.literal("docsVersionDropdown") });
const localeItem = z.strictObject({ ...baseNavbarItem, type: z.literal("localeDropdown") });
const searchItem = z.strictObject({ ...baseNavbarItem, type: z.literal("search") });
const colorModeItem = z.strictObject({ ...baseNavbarItem, type: z.literal("colorModeToggle") });

export const navbarItemTypes = [
  "default",
  "dropdown",
  "doc",
  "docSidebar",
  "docsVersionDropdown",
  "localeDropdown",
  "search",
  "colorModeToggle",
] as const;

export const navbarItemSchema = z.discriminatedUnion("type", [
  linkItem,
  dropdownItem,
  docItem,
  docSidebarItem,
  versionsItem,
  localeItem,
  searchItem,
  colorModeItem,
]);

const footerLink = z.strictObject({
  label: z.string().min(1),
  to: sitePath.optional(),
  href: httpUrl.optional(),
});

const footerColumn = z.strictObject({ title: z.string().min(1), items: z.array(footerLink).min(1) });

const image = z.strictObject({
  src: z.union([sitePath, httpUrl]),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  url: httpUrl.refine((u) => !u.endsWith("/"), "must not end with a slash"),
  pathPrefix: pathPrefix
    .optional()
    .describe("Set by SITE_PATH_PREFIX or a site configuration file; used with gatsby build --prefix-paths"),
  titleDelimiter: z.string().default("|"),
  locale: z.strictObject({
    label: z.string().min(1),
    htmlLang: z.string().min(2),
    direction: z.enum(["ltr", "rtl"]).default("ltr"),
  }),
  navbar: z.strictObject({
    logo: image,
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItemSchema),
  }),
  footer: z.strictObject({
    style: z.enum(["light", "dark"]),
    logo: image.optional(),
    links: z.union([z.array(footerColumn), z.array(footerLink)]),
    copyright: z.string().min(1),
  }),
  announcementBar: z
    .strictObject({
      id: safeId,
      content: z.string().min(1),
      linkTo: sitePath.optional(),
      linkLabel: z.string().optional(),
      backgroundColor: cssColor,
      textColor: cssColor,
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z.strictObject({
    defaultMode: z.enum(["light", "dark"]).default("light"),
    disableSwitch: z.boolean().default(false),
    respectPrefersColorScheme: z.boolean().default(false),
  }),
  search: z.strictObject({
    algolia: z
      .strictObject({
        appId: z.string().regex(/^[A-Za-z0-9]+$/, "must be an Algolia application id (letters and digits)"),
        apiKey: z.string().min(1).describe("The search-only key; never an admin key"),
        indexName: safeId,
      })
      .optional(),
    externalUrlRegex: regexSource
      .optional()
      .describe("Hits whose URL matches it open as external links; others must be site paths"),
    feedbackUrl: httpUrl,
    suggestedQueries: z
      .array(z.string().trim().min(1).max(64))
      .max(8)
      .default([])
      .describe("Queries /search offers under 'Try searching for' when a search finds nothing"),
    synonyms: searchSynonyms,
  }),
  onBrokenLinks: z
    .enum(["throw", "warn"])
    .default("throw")
    .describe("What a link to a page that does not exist does to the build"),
  apiConsole: z
    .strictObject({
      enabled: z
        .boolean()
        .default(true)
        .describe("Shows a Try it button on every operation page, which opens the API console"),
      baseUrl: httpUrl
        .refine((u) => !u.endsWith("/"), "must not end with a slash")
        .describe(
          "The API's base URL: the server the console offers first (then the description's servers and a custom URL)",
        ),
    })
    .describe("The API console of the operation pages"),
  gtagId: z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX"),
  editUrl: httpUrl
    .optional()
    .describe(
      "Base URL for editing a source file, e.g. https://github.com/autoeval/docs/edit/main/; the file's path from the project root is appended. Unset: docs pages show no 'Edit this page' link",
    ),
  issuesUrl: httpUrl
    .optional()
    .describe(
      "The repository's new-issue URL, e.g. https://github.com/autoeval/docs/issues/new; 'Report a problem' prefills it with the page's URL. Unset: no such link",
    ),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type FooterLink = z.output<typeof footerLink>;
export type FooterColumn = z.output<typeof footerColumn>;

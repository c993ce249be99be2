/**
 * The site configuration's schema: the single source of truth for its shape.
 * Types are inferred from it, so the config, its validation and its types never drift.
 */
import { z } from "zod";

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
  to: z.string().startsWith("/").optional(),
  href: z.url().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  button: z.boolean().optional(),
});

const dropdownChild = z.strictObject({
  label: z.string().min(1),
  to: z.string().startsWith("/").optional(),
  href: z.url().optional(),
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
  to: z.string().startsWith("/").optional(),
  href: z.url().optional(),
});

const footerColumn = z.strictObject({ title: z.string().min(1), items: z.array(footerLink).min(1) });

const image = z.strictObject({
  src: z.string().min(1),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  url: z.url().refine((u) => !u.endsWith("/"), "must not end with a slash"),
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
      id: z.string().min(1),
      content: z.string().min(1),
      linkTo: z.string().optional(),
      linkLabel: z.string().optional(),
      backgroundColor: z.string().min(1),
      textColor: z.string().min(1),
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
        appId: z.string().min(1),
        apiKey: z.string().min(1).describe("The search-only key; never an admin key"),
        indexName: z.string().min(1),
      })
      .optional(),
    externalUrlRegex: z.string().optional(),
    feedbackUrl: z.url(),
  }),
  onBrokenLinks: z
    .enum(["throw", "warn"])
    .default("throw")
    .describe("What a link to a page that does not exist does to the build"),
  gtagId: z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX"),
  editUrl: z.url().optional(),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type FooterLink = z.output<typeof footerLink>;
export type FooterColumn = z.output<typeof footerColumn>;

/** The sidebar's typed stages after the config: normalized, resolved, and rendered. */

export type NormalizedItem =
  | { readonly type: "doc"; readonly id: string; readonly label?: string }
  | { readonly type: "link"; readonly label: string; readonly href: string; readonly unlisted: boolean }
  | { readonly type: "api-reference" }
  | {
      readonly type: "category";
      readonly label: string;
      readonly link?:
        | { readonly type: "doc"; readonly id: string }
        | {
            readonly type: "generated-index";
            readonly slug: string;
            readonly title?: string;
            readonly description?: string;
          };
      readonly collapsed: boolean;
      readonly items: readonly NormalizedItem[];
    };

export interface ResolvedLink {
  readonly type: "link";
  readonly label: string;
  readonly href: string;
  readonly docId?: string;
  readonly description?: string;
  readonly external: boolean;
  readonly unlisted: boolean;
  /** HTTP method of an API operation link, shown as a badge. */
  readonly method?: string;
}

export interface ResolvedCategory {
  readonly type: "category";
  readonly label: string;
  readonly href?: string;
  readonly description?: string;
  readonly collapsed: boolean;
  readonly items: readonly ResolvedItem[];
}

export type ResolvedItem = ResolvedLink | ResolvedCategory;

/** What the Sidebar component renders for one page. */
export type SidebarItemProps =
  | (ResolvedLink & { readonly active: boolean })
  | (Omit<ResolvedCategory, "items"> & {
      readonly active: boolean;
      readonly expanded: boolean;
      readonly items: readonly SidebarItemProps[];
    });

/** What resolution needs to know about a doc. */
export interface DocRef {
  readonly docId: string;
  readonly path: string;
  readonly title: string;
  readonly sidebarLabel?: string | null;
  readonly description?: string | null;
  readonly unlisted: boolean;
  readonly draft: boolean;
}

/** What resolution needs to know about the API reference. */
export interface ApiTagRef {
  readonly name: string;
  readonly description?: string | null;
  readonly operations: readonly { readonly summary: string; readonly path: string; readonly method: string }[];
}

export interface ApiReferenceRef {
  readonly title: string;
  readonly path: string;
  readonly tags: readonly ApiTagRef[];
}

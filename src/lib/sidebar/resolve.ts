/**
 * Stage 3: doc ids resolved to paths and labels, the API reference expanded into one
 * category per tag. Every failure names the sidebar, its file and the valid choices.
 */
import { markdownToText } from "../plain-text";
import type { ApiReferenceRef, DocRef, NormalizedItem, ResolvedCategory, ResolvedItem, ResolvedLink } from "./types";

export interface ResolveContext {
  readonly version: string;
  readonly sidebarId: string;
  readonly file: string;
  readonly docs: ReadonlyMap<string, DocRef>;
  /** When false (production builds), draft docs are left out instead of linked. */
  readonly includeDrafts: boolean;
  readonly api?: ApiReferenceRef;
}

export class SidebarError extends Error {
  override name = "SidebarError";
}

export function resolveSidebar(items: readonly NormalizedItem[], ctx: ResolveContext): ResolvedItem[] {
  const resolved = items.flatMap((item) => resolveItem(item, ctx));
  if (!hasTarget(resolved)) {
    throw new SidebarError(
      `Sidebar "${ctx.sidebarId}" of version "${ctx.version}" (${ctx.file}) has nothing to link to: ` +
        `add at least one doc or link to it.`,
    );
  }
  return resolved;
}

function hasTarget(items: readonly ResolvedItem[]): boolean {
  return items.some((item) => item.type === "link" || item.href !== undefined || hasTarget(item.items));
}

function findDoc(id: string, ctx: ResolveContext): DocRef | null {
  const doc = ctx.docs.get(id);
  if (!doc) {
    const available = [...ctx.docs.keys()].sort().join(", ");
    throw new SidebarError(
      `Couldn't find any doc with id "${id}" in version ${ctx.version} (sidebar "${ctx.sidebarId}" in ${ctx.file}). ` +
        `Available doc ids are:\n- ${available.replace(/, /g, "\n- ")}`,
    );
  }
  return doc.draft && !ctx.includeDrafts ? null : doc;
}

function docLink(doc: DocRef, label?: string): ResolvedLink {
  return {
    type: "link",
    label: label ?? doc.sidebarLabel ?? doc.title,
    href: doc.path,
    docId: doc.docId,
    ...(doc.description ? { description: doc.description } : {}),
    external: false,
    unlisted: doc.unlisted,
  };
}

function resolveItem(item: NormalizedItem, ctx: ResolveContext): ResolvedItem[] {
  switch (item.type) {
    case "doc": {
      const doc = findDoc(item.id, ctx);
      return doc ? [docLink(doc, item.label)] : [];
    }
    case "link":
      return [
        {
          type: "link",
          label: item.label,
          href: item.href,
          external: /^[a-z]+:/i.test(item.href),
          unlisted: item.unlisted,
        },
      ];
    case "api-reference":
      return ctx.api ? apiReferenceItems(ctx.api) : [];
    case "category":
      return [resolveCategory(item, ctx)];
  }
}

function resolveCategory(item: Extract<NormalizedItem, { type: "category" }>, ctx: ResolveContext): ResolvedCategory {
  const items = item.items.flatMap((child) => resolveItem(child, ctx));
  const base = { type: "category" as const, label: item.label, collapsed: item.collapsed, items };
  if (item.link?.type === "doc") {
    const doc = findDoc(item.link.id, ctx);
    return doc ? { ...base, href: doc.path, ...(doc.description ? { description: doc.description } : {}) } : base;
  }
  if (item.link?.type === "generated-index") {
    return {
      ...base,
      href: `/category/${item.link.slug}/`,
      ...(item.link.description ? { description: item.link.description } : {}),
    };
  }
  return base;
}

function apiReferenceItems(api: ApiReferenceRef): ResolvedItem[] {
  const info: ResolvedLink = { type: "link", label: api.title, href: api.path, external: false, unlisted: false };
  const tags: ResolvedCategory[] = api.tags.map((tag) => ({
    type: "category",
    label: tag.name,
    ...(tag.description ? { description: markdownToText(tag.description) } : {}),
    collapsed: true,
    items: tag.operations.map((op) => ({
      type: "link",
      label: op.summary,
      href: op.path,
      method: op.method,
      external: false,
      unlisted: false,
    })),
  }));
  return [info, ...tags];
}

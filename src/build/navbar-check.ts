/**
 * Build-time checks of the navbar against the docs: items of a docs type need docs, a doc
 * item must name an existing doc, a sidebar item an existing sidebar.
 */
import type { NavbarItem } from "../config/schema";
import { describeNavbarItem } from "../common/navbar";

const DOCS_TYPES = new Set(["doc", "docSidebar", "docsVersionDropdown"]);

export function navbarProblems(
  items: readonly NavbarItem[],
  docIds: ReadonlySet<string>,
  sidebarIds: ReadonlySet<string>,
): string[] {
  return items.flatMap((item, index) => {
    const where = describeNavbarItem(item, index);
    if (DOCS_TYPES.has(item.type) && docIds.size === 0) {
      return [`${where} needs the docs, but no docs were found in content/docs. Add docs or remove the item.`];
    }
    if (item.type === "doc" && !docIds.has(item.docId)) {
      const available = [...docIds].sort().join(", ");
      return [`${where}: Couldn't find any doc with id "${item.docId}". Available doc ids are: ${available}.`];
    }
    if (item.type === "docSidebar" && !sidebarIds.has(item.sidebarId)) {
      return [
        `${where}: no sidebar with id "${item.sidebarId}". Available sidebar ids are: ${[...sidebarIds].join(", ")}.`,
      ];
    }
    return [];
  });
}

/**
 * Server rendering reads each page's sidebar file (src/build/sidebar/files.ts, written to public/
 * by createPages before any page is rendered), so the page's HTML holds the links of its closed
 * categories while its data does not (src/hooks/useCategoryItems.ts, ServerSidebarFileContext).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { SidebarItemProps } from "../../common/sidebar/types";

const read = new Map<string, readonly SidebarItemProps[]>();

/** The items of the sidebar file at site path `file` (as route data names it); null without one. */
export function sidebarFileItems(file: string | null | undefined): readonly SidebarItemProps[] | null {
  if (!file) return null;
  let items = read.get(file);
  if (!items) {
    const onDisk = path.resolve("public", `.${file}`);
    try {
      items = JSON.parse(readFileSync(onDisk, "utf8")) as SidebarItemProps[];
    } catch (error) {
      throw new Error(
        `The sidebar file ${onDisk} could not be read while rendering a page (${String(error)}). ` +
          "createPages writes it (src/build/sidebar/files.ts); run the build again from a clean state (gatsby clean).",
      );
    }
    read.set(file, items);
  }
  return items;
}

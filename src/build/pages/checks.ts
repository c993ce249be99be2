/**
 * What createPages checks before it creates any page: the navbar's doc and sidebar items exist,
 * no two docs of a version share an id, no two pages share a path (errors, each with its build
 * error id); docs no sidebar reaches and paths that differ only in case (warnings). Sidebars are
 * resolved in createPages, after every doc is sourced, so this is the first place to know.
 */
import { docIdCollisionsMessage, duplicateDocIds } from "../../common/docs/routes";
import type { NavbarItem } from "../../config/schema";
import { BUILD_ERROR } from "../build-errors";
import { navbarProblems } from "../navbar-check";
import { unreachedDocs, unreachedDocsMessage } from "../sidebar/unreached";
import type { CreatePagesData } from "./data";
import {
  caseOnlyCollisions,
  caseOnlyCollisionsMessage,
  routeCollisions,
  routeCollisionsMessage,
  type PlannedPage,
} from "./routes";

export interface PagesCheck {
  /** The first kind of error found, which stops the build. */
  readonly error: { readonly id: string; readonly message: string } | null;
  readonly warnings: readonly string[];
}

export function checkPages(
  data: Pick<CreatePagesData, "allDoc" | "allSidebar">,
  planned: readonly PlannedPage[],
  navbarItems: readonly NavbarItem[],
): PagesCheck {
  const problems = navbarProblems(
    navbarItems,
    new Set(data.allDoc.nodes.filter((d) => d.version === "current").map((d) => d.docId)),
    new Set(data.allSidebar.nodes.map((s) => s.sidebarId)),
  );
  if (problems.length > 0) {
    return {
      error: { id: BUILD_ERROR.navbar, message: `Invalid navbar (src/config/site.ts):\n${problems.join("\n")}` },
      warnings: [],
    };
  }
  // Drafts count too: a sidebar resolves ids over every doc of its version.
  const sameIds = duplicateDocIds(data.allDoc.nodes);
  const samePaths = routeCollisions(planned);
  const errors = [
    ...(sameIds.length > 0 ? [docIdCollisionsMessage(sameIds)] : []),
    ...(samePaths.length > 0 ? [routeCollisionsMessage(samePaths)] : []),
  ];
  if (errors.length > 0)
    return { error: { id: BUILD_ERROR.duplicateRoute, message: errors.join("\n\n") }, warnings: [] };
  const unreached = unreachedDocs(data.allDoc.nodes, data.allSidebar.nodes);
  const caseOnly = caseOnlyCollisions(planned);
  return {
    error: null,
    warnings: [
      ...(unreached.length > 0 ? [unreachedDocsMessage(unreached)] : []),
      ...(caseOnly.length > 0 ? [caseOnlyCollisionsMessage(caseOnly)] : []),
    ],
  };
}

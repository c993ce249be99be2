/**
 * Makes nodes children of one parent with a single createParentChildLink. Gatsby's action adds
 * the child's id to `parent.children` and then stores the whole parent again, so linking the
 * description's nodes one by one stored its File node once per node, each time with a longer
 * list: quadratic in the nodes. At ten times today's API (2,191 nodes) that took 40 s of the
 * build and 7 GB of memory, in encoding the File node again and again. The ids go into the
 * list first (as the action would put them), then one link stores the parent with all of them,
 * and Gatsby still drops them all when the File node changes or goes.
 */
import type { Actions, Node, NodeInput } from "gatsby";

export function linkChildren(
  actions: Pick<Actions, "createParentChildLink">,
  parent: Node,
  children: readonly NodeInput[],
): void {
  const last = children.at(-1);
  if (!last) return;
  const linked = new Set(parent.children);
  for (const child of children) {
    if (linked.has(child.id) || child === last) continue;
    parent.children.push(child.id);
    linked.add(child.id);
  }
  actions.createParentChildLink({ parent, child: last });
}

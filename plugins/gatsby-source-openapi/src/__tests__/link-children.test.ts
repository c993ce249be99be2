import type { Node, NodeInput } from "gatsby";
import { describe, expect, it } from "vitest";
import { linkChildren } from "../link-children";

const parentWith = (children: string[]) =>
  ({ id: "file", parent: null, children, internal: { type: "File", contentDigest: "d", owner: "fs" } }) as Node;
const child = (id: string): NodeInput => ({ id, parent: "file", internal: { type: "ApiSchema", contentDigest: id } });

/** Records what Gatsby's createParentChildLink is asked, and does what it does to the parent. */
function recordingActions() {
  const calls: { parent: string[]; child: string }[] = [];
  return {
    calls,
    actions: {
      createParentChildLink({ parent, child: linked }: { parent: Node; child: NodeInput }) {
        if (!parent.children.includes(linked.id)) parent.children.push(linked.id);
        calls.push({ parent: [...parent.children], child: linked.id });
      },
    },
  };
}

describe("linkChildren", () => {
  it("links every child with one call, which stores the parent with all of them in order", () => {
    const parent = parentWith([]);
    const { calls, actions } = recordingActions();
    linkChildren(actions, parent, ["a", "b", "c", "d"].map(child));
    expect(calls).toEqual([{ parent: ["a", "b", "c", "d"], child: "d" }]);
  });

  it("keeps the parent's other children and lists a child already linked once", () => {
    const parent = parentWith(["other", "b"]);
    const { calls, actions } = recordingActions();
    linkChildren(actions, parent, ["a", "b", "c"].map(child));
    expect(parent.children).toEqual(["other", "b", "a", "c"]);
    expect(calls).toHaveLength(1);
  });

  it("does nothing without children", () => {
    const { calls, actions } = recordingActions();
    linkChildren(actions, parentWith([]), []);
    expect(calls).toEqual([]);
  });
});

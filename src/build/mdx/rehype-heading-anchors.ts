/**
 * Gives every h2-h6 a GitHub-style id and a "Direct link to {heading}" anchor, at build
 * time, so anchors work with JavaScript off and cost no client code.
 */
import { strings } from "../../strings";
import { Slugger } from "../heading-slug";
import { textOf, walk, type UnistNode } from "./hast";

const HEADING = /^h[2-6]$/;

export function rehypeHeadingAnchors() {
  return (tree: UnistNode): void => {
    const slugger = new Slugger();
    walk(tree, (node) => {
      if (node.type !== "element" || !HEADING.test(node.tagName ?? "")) return;
      const text = textOf(node).trim();
      const id = (node.properties?.["id"] as string | undefined) ?? slugger.slug(text);
      const label = strings.directLinkTo(text);
      node.properties = { ...node.properties, id };
      node.children = [
        ...(node.children ?? []),
        {
          type: "element",
          tagName: "a",
          properties: { className: ["hash-link"], href: `#${id}`, ariaLabel: label, title: label },
          children: [{ type: "text", value: "#" }],
        },
      ];
    });
  };
}

/**
 * Stops the build on a link whose URL would run or render something when clicked
 * (`javascript:`, `data:`, `vbscript:`, ...). Markdown links, images, definitions and the
 * href/to/src attributes of JSX elements may be site paths, #anchors, or http(s) and mailto
 * URLs (../safe-url.ts).
 */
import { unsafeScheme } from "../../common/safe-url";
import { walk, type UnistNode } from "./hast";

const URL_ATTRIBUTES = new Set(["href", "to", "src"]);

export interface LinkLike extends UnistNode {
  url?: string;
  attributes?: { type: string; name: string; value: unknown }[];
  position?: { start?: { line?: number; column?: number } };
}

/** The URLs a node links to or loads: a Markdown link, image or definition, or a JSX element's href, to and src. */
export function urlsOf(node: LinkLike): string[] {
  if (typeof node.url === "string") return [node.url];
  if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return [];
  return (node.attributes ?? [])
    .filter((a) => a.type === "mdxJsxAttribute" && URL_ATTRIBUTES.has(a.name) && typeof a.value === "string")
    .map((a) => a.value as string);
}

export function remarkSafeLinks() {
  return (tree: UnistNode, vfile: { path?: string; history?: string[] }): void => {
    const file = vfile.path ?? vfile.history?.[0] ?? "an MDX file";
    walk(tree, (node: LinkLike) => {
      for (const url of urlsOf(node)) {
        const scheme = unsafeScheme(url);
        if (scheme) {
          throw new Error(
            `${file}: the link "${url}" uses the ${scheme}: scheme. Links may only be site paths, #anchors, or http(s) and mailto URLs.`,
          );
        }
      }
    });
  };
}

/**
 * Stops the build on a link within the site whose path or #anchor does not decode: a "%" that
 * starts no escape ("#100%", "/a%ZZ/") or escapes that are not UTF-8 ("#%E0%A4%A"). A browser
 * keeps such a URL as written, but the router decodes it and used to throw, and no page can have
 * the anchor an author meant by it. Links that leave the site are the browser's to follow.
 */
import { decodes } from "../../common/safe-url";
import { walk, type UnistNode } from "./hast";
import { urlsOf, type LinkLike } from "./remark-safe-links";
import { sourceLocation, type PageFile } from "./source-location";

/** Whether the URL stays on the site (a path, a #anchor, a relative link) rather than naming a scheme or a host. */
const isSiteUrl = (url: string) => !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("//");

export function remarkDecodableLinks() {
  return (tree: UnistNode, file: PageFile): void => {
    walk(tree, (node: LinkLike) => {
      for (const url of urlsOf(node)) {
        if (!isSiteUrl(url) || decodes(url)) continue;
        throw new Error(
          `${sourceLocation(file, node.position?.start)}: the link "${url}" does not decode: a "%" must start an ` +
            'escape of UTF-8 such as %20. Write a "%" itself as %25 ("#100%25"), or link to the anchor the ' +
            "heading really has (its id, shown by its direct link).",
        );
      }
    });
  };
}

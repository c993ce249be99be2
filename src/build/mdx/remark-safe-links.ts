/**
 * Stops the build on a link whose URL would run or render something when clicked
 * (`javascript:`, `data:`, `vbscript:`, ...). Markdown links, images, definitions and the
 * URL attributes of JSX elements may be site paths, #anchors, or http(s) and mailto URLs
 * (../safe-url.ts). A URL attribute must be a plain string (`href="/x/"`, `href={"/x/"}`): one
 * computed by an expression (`href={url}`), in a spread (`{...{href}}`) or on JSX inside an
 * expression (`{<a href={x} />}`) cannot be checked, so it is refused too.
 */
import { unsafeScheme } from "../../common/safe-url";
import { esPoint, expressionOf, jsxName, plainString, programsOf, walkEstree, type MdxAttribute } from "./estree";
import { walk, type UnistNode } from "./hast";
import { sourceLocation, type PageFile, type Point } from "./source-location";

const URL_ATTRIBUTES = new Set(["href", "to", "src", "srcDoc", "srcdoc", "action", "formAction", "xlinkHref"]);

export interface LinkLike extends UnistNode {
  url?: string;
  attributes?: MdxAttribute[];
  position?: { start?: Point };
}

/** A URL a node links to or loads; `url` undefined when an expression computes it. */
interface Found {
  readonly attribute?: string;
  readonly url: string | undefined;
  readonly point: Point | undefined;
}

/** The URLs a node links to or loads: a Markdown link, image or definition, or a JSX element's href, to and src. */
export function urlsOf(node: LinkLike): string[] {
  // srcDoc holds a document, not a URL.
  return linksOf(node).flatMap((link) =>
    link.url === undefined || /^srcdoc$/i.test(link.attribute ?? "") ? [] : [link.url],
  );
}

/** Every URL of a node, the ones in its JavaScript (expressions, spreads, JSX inside them) included. */
function linksOf(node: LinkLike): Found[] {
  const at = node.position?.start;
  if (typeof node.url === "string") return [{ url: node.url, point: at }];
  const found: Found[] = [];
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
    for (const a of node.attributes ?? []) {
      if (a.type !== "mdxJsxAttribute" || !a.name || !URL_ATTRIBUTES.has(a.name) || a.value == null) continue;
      const url =
        typeof a.value === "string"
          ? a.value
          : plainString(expressionOf((a.value as { data?: { estree?: never } }).data?.estree));
      found.push({ attribute: a.name, url, point: at });
    }
  }
  for (const program of programsOf(node)) {
    walkEstree(program, (es) => {
      // JSX inside an expression: <a href="..."> or <a href={...}>.
      if (es.type === "JSXAttribute") {
        const name = jsxName(es["name"]);
        const value = es["value"] as { type: string; expression?: unknown } | null;
        if (!name || !URL_ATTRIBUTES.has(name) || !value) return;
        const url = value.type === "JSXExpressionContainer" ? plainString(value.expression) : plainString(value);
        found.push({ attribute: name, url, point: esPoint(es) });
      }
    });
  }
  // A spread attribute's object: {...{ href: "..." }}.
  for (const spread of (node.attributes ?? []).filter((a) => a.type === "mdxJsxExpressionAttribute")) {
    if (!spread.data?.estree) continue;
    walkEstree(spread.data.estree, (es) => {
      if (es.type !== "Property") return;
      const key = es["key"] as { name?: unknown; value?: unknown };
      const name = typeof key.name === "string" ? key.name : typeof key.value === "string" ? key.value : undefined;
      if (name && URL_ATTRIBUTES.has(name))
        found.push({ attribute: name, url: plainString(es["value"]), point: esPoint(es) });
    });
  }
  return found;
}

export function remarkSafeLinks() {
  return (tree: UnistNode, file: PageFile): void => {
    walk(tree, (node: LinkLike) => {
      for (const { attribute, url, point } of linksOf(node)) {
        const where = sourceLocation(file, point);
        if (url === undefined) {
          throw new Error(
            `${where}: the ${attribute} of a JSX element is computed by an expression, which the build cannot check. ` +
              `Write it as a plain string (${attribute}="/quickstart/"): site paths, #anchors, or http(s) and mailto URLs.`,
          );
        }
        const scheme = unsafeScheme(url);
        if (scheme) {
          throw new Error(
            `${where}: the link "${url}" uses the ${scheme}: scheme. Links may only be site paths, #anchors, or http(s) and mailto URLs.`,
          );
        }
      }
    });
  };
}

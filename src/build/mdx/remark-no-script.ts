/**
 * Stops the build on a page that would put script or another document into the site's pages:
 * a <script>, an <iframe>, <object> or <embed> (another document or a plugin in the page), a
 * <meta> (a refresh to another site, a policy of its own), a <base> (every relative link
 * elsewhere), or `dangerouslySetInnerHTML` (raw HTML past React's escaping, event handlers
 * included). Each is refused wherever MDX lets it be written: as a JSX element of the page, as
 * JSX inside an expression (`{<script />}`) or an export, in raw HTML, or through a spread
 * attribute. The Content-Security-Policy allows only the build's own inline scripts
 * (src/build/built-site/deploy-headers.ts), so a page's script would also stop the build later,
 * with no line to point at; a JSX <script> with an expression inside once crashed the MDX compile
 * with no word of why ("Cannot read properties of undefined").
 */
import { esPoint, jsxName, programsOf, walkEstree, type MdxAttribute } from "./estree";
import { walk, type UnistNode } from "./hast";
import { sourceLocation, type PageFile, type Point } from "./source-location";

/** Elements a page may not hold, and why each is refused. */
const REFUSED_ELEMENTS: Readonly<Record<string, string>> = {
  script:
    "the site's Content-Security-Policy allows only the build's own inline scripts, and a page's would run with the site's rights",
  iframe: "it loads another document into the page",
  object: "it loads another document or a plugin into the page",
  embed: "it loads another document or a plugin into the page",
  meta: "it can send the reader to another site (a refresh) or change the page's policies",
  base: "it changes where every relative link and script of the page leads",
};
const RAW_HTML = "dangerouslySetInnerHTML";

interface Positioned extends UnistNode {
  name?: string | null;
  attributes?: MdxAttribute[];
  position?: { start?: Point };
}

interface Finding {
  readonly what: string;
  readonly point: Point | undefined;
}

/** The refused element a tag name names (`script`, `SCRIPT`, `svg:script`), if any. */
function refusedElement(name: string | null | undefined): string | undefined {
  const local = name?.toLowerCase().split(/[:.]/).pop();
  return local && local in REFUSED_ELEMENTS ? local : undefined;
}

/** What the JavaScript of a node (expressions, ESM, attribute values, spreads) holds that is refused. */
function inPrograms(node: Positioned): Finding | undefined {
  let found: Finding | undefined;
  for (const program of programsOf(node)) {
    walkEstree(program, (es) => {
      if (found) return;
      const element = es.type === "JSXOpeningElement" ? refusedElement(jsxName(es["name"])) : undefined;
      if (element) found = { what: element, point: esPoint(es) };
      const name = es.type === "JSXIdentifier" || es.type === "Identifier" ? es["name"] : es["value"];
      if ((es.type === "JSXIdentifier" || es.type === "Identifier" || es.type === "Literal") && name === RAW_HTML)
        found = { what: RAW_HTML, point: esPoint(es) };
    });
    if (found) return found;
  }
  return undefined;
}

function findingOf(node: Positioned): Finding | undefined {
  const at = node.position?.start;
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
    const element = refusedElement(node.name);
    if (element) return { what: element, point: at };
    if ((node.attributes ?? []).some((a) => a.type === "mdxJsxAttribute" && a.name === RAW_HTML))
      return { what: RAW_HTML, point: at };
  }
  if (node.type === "html") {
    const tag = /<([a-z]+)\b/gi;
    for (const match of (node.value ?? "").matchAll(tag)) {
      const element = refusedElement(match[1]);
      if (element) return { what: element, point: at };
    }
  }
  const inCode = inPrograms(node);
  return inCode ? { what: inCode.what, point: inCode.point ?? at } : undefined;
}

function message(what: string): string {
  if (what === RAW_HTML)
    return (
      `a page may not set ${RAW_HTML}: it writes raw HTML past React's escaping, scripts and event ` +
      "handlers included. Write the content as Markdown or JSX, or give the page the behaviour through " +
      'a component of src/mdx/ (CONTRIBUTING, "Components (no import needed)").'
    );
  return (
    `a page may not hold a <${what}>: ${REFUSED_ELEMENTS[what]}. Show code in a fenced code block, ` +
    "link to other pages and sites with a Markdown link, or give the page the behaviour through a " +
    'component of src/mdx/ (CONTRIBUTING, "Components (no import needed)").'
  );
}

export function remarkNoScript() {
  return (tree: UnistNode, file: PageFile): void => {
    walk(tree, (node: Positioned) => {
      const finding = findingOf(node);
      if (finding) throw new Error(`${sourceLocation(file, finding.point)}: ${message(finding.what)}`);
    });
  };
}

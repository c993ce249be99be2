/**
 * Stops the build on a <script> in a page. The build allows every inline script of the built
 * pages by its hash in the Content-Security-Policy (src/build/built-site/deploy-headers.ts), so a page's own
 * script would run with the site's privileges, and a JSX <script> with an expression inside
 * crashed the MDX compile with no word of why ("Cannot read properties of undefined").
 */
import { walk, type UnistNode } from "./hast";
import { sourceLocation, type PageFile } from "./source-location";

interface Positioned extends UnistNode {
  name?: string | null;
  position?: { start?: { line?: number; column?: number } };
}

function isScript(node: Positioned): boolean {
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement")
    return node.name?.toLowerCase() === "script";
  return node.type === "html" && /<script\b/i.test(node.value ?? "");
}

export function remarkNoScript() {
  return (tree: UnistNode, file: PageFile): void => {
    walk(tree, (node: Positioned) => {
      if (!isScript(node)) return;
      throw new Error(
        `${sourceLocation(file, node.position?.start)}: a page may not hold a <script>: the site's ` +
          "Content-Security-Policy would allow it, and it would run on every visit with the site's " +
          "rights. Show code in a fenced code block, or give the page the behaviour through a " +
          'component of src/mdx/ (CONTRIBUTING, "Components (no import needed)").',
      );
    });
  };
}

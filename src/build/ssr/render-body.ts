/**
 * Server rendering of one page: the body and its react-helmet head tags in one synchronous step.
 *
 * Gatsby renders two pages at once in each HTML worker, and react-helmet keeps what it
 * collects on the server in one module-level variable until `renderStatic()` reads and resets
 * it. With a streaming renderer the two pages' renders interleave, and a page can get another
 * page's title. Rendering with `renderToString` and reading Helmet before returning leaves no
 * gap for another page to run in. gatsby-plugin-react-helmet's own `onRenderBody` then finds
 * Helmet already read and adds nothing.
 */
import type { ReplaceRendererArgs } from "gatsby";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Helmet } from "react-helmet";

export function renderBodyWithHead(args: ReplaceRendererArgs): void {
  args.replaceBodyHTMLString(renderToString(args.bodyComponent as ReactElement));
  const head = Helmet.renderStatic();
  args.setHtmlAttributes(head.htmlAttributes.toComponent());
  args.setBodyAttributes(head.bodyAttributes.toComponent());
  args.setHeadComponents([
    head.title.toComponent(),
    head.base.toComponent(),
    head.meta.toComponent(),
    head.link.toComponent(),
    head.noscript.toComponent(),
    head.script.toComponent(),
    head.style.toComponent(),
  ]);
}

// Prepares a diagram's SVG (from beautiful-mermaid, mermaid.mjs) for a place inside a page:
// - its <style> rules apply only under the SVG's own id: styles in an inline SVG are the whole
//   page's, and its `svg { ... }` and `text { ... }` would restyle every icon of the page;
// - its fonts are the page's (it would @import Inter from a font host), its colours the page's
//   variables, so it follows the colour mode with no script;
// - its ids (arrow markers, nodes) are prefixed with that id, so two diagrams on a page never
//   share one;
// - it is an image named by the diagram's title (accTitle) and described by its description
//   (accDescr);
// - it shrinks to the column's width.

const escape = (/** @type {string} */ text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One rule's selectors, each put under `#id` (`svg` itself becomes `#id`). */
function scopeSelectors(/** @type {string} */ selectors, /** @type {string} */ id) {
  return selectors
    .split(",")
    .map((selector) => selector.trim())
    .filter(Boolean)
    .map((selector) => (/^svg\b/.test(selector) ? selector.replace(/^svg/, `#${id}`) : `#${id} ${selector}`))
    .join(", ");
}

/** The CSS of one <style>, for this diagram only. */
export function scopeCss(/** @type {string} */ css, /** @type {string} */ id) {
  return css
    .replace(/@import\s+url\([^)]*\)\s*;/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/font-family:[^;]*'JetBrains Mono'[^;]*;/g, "font-family: var(--font-mono);")
    .replace(/font-family:[^;]*'Inter'[^;]*;/g, "font-family: var(--font-sans);")
    .replace(/([^{}]+)\{([^{}]*)\}/g, (_, selectors, body) => `${scopeSelectors(selectors, id)} {${body}}`)
    .replace(/\n\s*\n/g, "\n")
    .trim();
}

/**
 * @param {string} svg
 * @param {{ id: string, title: string, description: string }} options
 */
export function prepareSvg(svg, { id, title, description }) {
  const scoped = svg
    .replace(/<style>([\s\S]*?)<\/style>/g, (_, css) => `<style>${scopeCss(css, id)}</style>`)
    .replace(/\bid="([^"]+)"/g, (_, name) => `id="${id}-${name}"`)
    .replace(/url\(#([^)]+)\)/g, (_, name) => `url(#${id}-${name})`)
    .replace(/\b((?:xlink:)?href)="#([^"]+)"/g, (_, attribute, name) => `${attribute}="#${id}-${name}"`);
  const described = description ? ` aria-describedby="${id}-desc"` : "";
  const names =
    `<title id="${id}-title">${escape(title)}</title>` +
    (description ? `<desc id="${id}-desc">${escape(description)}</desc>` : "");
  const fit = "max-width:100%;height:auto";
  return scoped.replace(/<svg\b([^>]*)>/, (_, attributes) => {
    const rest = / style="/.test(attributes)
      ? attributes.replace(/ style="([^"]*)"/, (_, style) => ` style="${style};${fit}"`)
      : `${attributes} style="${fit}"`;
    return `<svg id="${id}" role="img" aria-labelledby="${id}-title"${described}${rest}>${names}`;
  });
}

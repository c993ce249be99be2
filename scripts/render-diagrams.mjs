// Renders the docs' diagrams from their SVG sources (scripts/diagrams/*.svg) to PNG beside the
// page that shows them, at twice the drawn size so they stay sharp on high-density screens.
// The build's image pipeline (plugins/gatsby-remark-doc-images) makes the smaller sizes.
// Run after editing a source: npm run docs:diagrams
import path from "node:path";
import sharp from "sharp";

const diagrams = [{ source: "guardrail-flow.svg", target: "content/docs/autoeval/guardrail-flow.png" }];

for (const { source, target } of diagrams) {
  const info = await sharp(path.join("scripts/diagrams", source), { density: 144 })
    .png({ palette: true, compressionLevel: 9 })
    .toFile(target);
  console.log(`${target}: ${info.width}×${info.height}, ${info.size} bytes`);
}

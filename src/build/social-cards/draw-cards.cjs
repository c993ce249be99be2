/**
 * The child process that draws social cards (src/build/social-cards/drawer.ts): receives { id, svg },
 * answers { id, png } or { id, error }. In a process of its own, libvips' per-thread memory is
 * given back when the drawing ends instead of staying in the build's process; plain JS,
 * because it is started with `node` outside Gatsby's compiled bundle.
 */
const sharp = require("sharp");

// Each card is drawn once: libvips' operation cache would only hold memory.
sharp.cache(false);

// zlib level 8 makes files within 5 % of level 9's in 60 % of the time.
process.on("message", ({ id, svg }) => {
  sharp(Buffer.from(svg))
    .png({ compressionLevel: 8 })
    .toBuffer()
    .then(
      (png) => process.send({ id, png }),
      (error) => process.send({ id, error: String(error?.message ?? error) }),
    );
});

// html-validate over the built pages (scripts/validate-html.mjs).
export default {
  extends: ["html-validate:standard"],
  rules: {
    // Gatsby's router renders its focus wrapper and route announcer with inline styles, and the
    // announcement bar takes its colours from the site config. Our components use CSS modules.
    "no-inline-style": "off",
  },
};

// noop: the plugin is its gatsby-ssr.js.

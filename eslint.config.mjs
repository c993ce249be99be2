// Lint rules for the site: typescript-eslint (type-aware), react-hooks and jsx-a11y.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "public/**",
      ".cache/**",
      "src/gatsby-types.d.ts",
      "test-results/**",
      "playwright-report/**",
      "e2e/fixture-site/public/**",
      "e2e/fixture-site/.cache/**",
      "**/*.tmp.mjs",
      "plugins/gatsby-source-openapi/index.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Playwright fixtures call a function named `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{mjs,js}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Webpack loaders (gatsby/loaders) are CommonJS: webpack requires them by path, unbundled.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);

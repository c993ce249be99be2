// Lint rules for the site: typescript-eslint with type information (the TypeScript project of
// tsconfig.json, through the project service), react-hooks and jsx-a11y.
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
      "e2e/.fixture-work/**",
      "**/*.tmp.mjs",
      "plugins/gatsby-source-openapi/index.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Suspense works by throwing a promise (DeferHydration, deferred-body.ts): promises may be thrown.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Promise" }] }],
      // Off, each for a reason. The no-unsafe-* family flags every use of a value typed `any`: JSON.parse,
      // node-html-parser's trees and test doubles (48 reports, none a bug); JSON crossing into the site
      // is validated by zod or by tests instead.
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // Flags String(value) of JSON values that are strings or numbers in practice (schema defaults,
      // class names, file contents); the conversion is deliberate.
      "@typescript-eslint/no-base-to-string": "off",
      // Flags methods saved from a prototype to be wrapped and called with .call (page-loader-guard,
      // body-preload) and Gatsby's API arguments destructured as Gatsby documents them.
      "@typescript-eslint/unbound-method": "off",
      // An async function may implement an async interface without awaiting (test doubles, loaders).
      "@typescript-eslint/require-await": "off",
      // node-html-parser's NodeType and the DOM's node type numbers are the same values (3 is text).
      "@typescript-eslint/no-unsafe-enum-comparison": "off",
    },
  },
  {
    // Deliberate Function constructors: the site config's own source, run again when `gatsby
    // develop` sees it change (read-site-file), an author's trusted body expression
    // (remark-api-example), and tests that run the inline head scripts as the browser would.
    files: ["src/build/config/read-site-file.ts", "src/build/mdx/remark-api-example.ts", "**/__tests__/**"],
    rules: { "@typescript-eslint/no-implied-eval": "off" },
  },
  {
    // Playwright fixtures call a function named `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Plain JavaScript (scripts, loaders) and the declaration files beside it (*.d.mts, *.d.cts)
    // are outside the TypeScript project (tsconfig.json): no type-aware rules there.
    files: ["**/*.{mjs,js,cjs,mts,cts}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.{mjs,js}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Webpack loaders (gatsby/tuning/loaders) are CommonJS: webpack requires them by path, unbundled.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);

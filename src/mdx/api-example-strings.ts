/** The words of the MDX ApiExample, which loads with a page's body (src/strings.ts is in every page's first load). */
export const apiExampleStrings = {
  readsVariables: (names: readonly string[]) =>
    `Reads ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`} from the environment, beside AUTOEVAL_API_KEY: set ${names.length === 1 ? "it to your own value" : "them to your own values"} first.`,
} as const;

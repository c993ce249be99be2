/** The words of the not-found page, which loads with it (src/strings.ts is in every page's first load). */
export const notFoundStrings = {
  notFoundTitle: "Page Not Found",
  notFoundText: "We could not find what you were looking for.",
  notFoundHelp: "Try one of these pages instead, or search the docs.",
  didYouMean: "Pages with similar names",
  lookingForSimilar: "Looking for pages with names like this address…",
  noSimilarPages: "No page has a name like this address.",
} as const;

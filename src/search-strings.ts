/**
 * The words of the search modal and the search page, which load with them; src/strings.ts, in
 * every page's first load, keeps the search button's.
 */
export const searchStrings = {
  searchPageTitle: "Search the documentation",
  searchResultsFor: (query: string) => `Search results for “${query}”`,
  searchResultCount: (count: number) => (count === 1 ? "1 document found" : `${count} documents found`),
  loadMoreResults: "Load more results",
  noResultsFor: "No results for",
  trySearchingFor: "Try searching for",
  believeQueryShouldReturn: "Believe this query should return results?",
  letUsKnow: "Let us know.",
  unableToFetch: "Unable to fetch results",
  checkNetwork: "You might want to check your network connection.",
  seeAllResults: (count: number) => `See all ${count} results`,
  searchDidYouMean: "Did you mean",
  searchAllPages: (query: string) => `Search all pages for “${query}”`,
} as const;

/**
 * Whether search could reach its index, as the modal must tell it. DocSearch shows its "Unable to
 * fetch results" screen only for errors of Algolia's own transporter that it sees while asking,
 * and otherwise ends on "No results for ..., Let us know" when the query failed: for the embedded
 * index when an index file failed (the manifest loaded), and for Algolia when every host was
 * unreachable, with an uncaught error left behind. Wrapping the search client tells the modal of
 * each failure and success (it shows the unreachable screen itself), and marks the failures it
 * has told of, so the modal can keep them from surfacing as uncaught errors.
 */

interface SearchClient {
  search(...args: never[]): Promise<unknown>;
}

const told = new WeakSet<object>();

/** Whether the modal has already told the reader of this failure. */
export function isReportedSearchFailure(reason: unknown): boolean {
  return typeof reason === "object" && reason !== null && told.has(reason);
}

/** The client, with every search's outcome reported: reachable (true) or not (false). */
export function reportingReachability<C extends SearchClient>(client: C, report: (reachable: boolean) => void): C {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as C, client, {
    async search(...args: unknown[]) {
      try {
        const results = await search(...args);
        report(true);
        return results;
      } catch (error) {
        if (typeof error === "object" && error !== null) told.add(error);
        report(false);
        throw error;
      }
    },
  });
}

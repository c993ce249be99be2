import type { SearchRecord } from "../../src/lib/search/types";

export function syntheticRecords(
  records: readonly SearchRecord[],
  pages: number,
): SearchRecord[];

import type { SearchRecord } from "../../src/common/search/types";

export function syntheticRecords(
  records: readonly SearchRecord[],
  pages: number,
): SearchRecord[];

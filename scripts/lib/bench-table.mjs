// The bench's Markdown table (bench-results/latest.md): its rows, and the build rows a run
// with --no-build carries over from the last table. That run measures the built site
// (Lighthouse, search) and not the build, whose figures would otherwise drop out of latest.md.

const HEADING = /^# Benchmark (\S+)/m;
const HEADER = ["| measure | value | detail |", "|---|---|---|"];

/** Rows of [measure, value, detail] as the Markdown table every bench output uses. */
export function formatTable(rows) {
  return [...HEADER, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/** A table's rows (the inverse of formatTable) as [measure, value, detail], header and separator left out. */
export function tableRows(markdown) {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("| ") && !HEADER.includes(line))
    .map((line) => line.slice(2, -2).split(" | "));
}

/**
 * The build rows of the last table ("Build, cold", "Build 10× …", "Build growth …"), each
 * detail saying which run measured it; a row already carried keeps the run it names.
 */
export function carriedBuildRows(previousMarkdown) {
  const measured = HEADING.exec(previousMarkdown)?.[1] ?? "an earlier run";
  const when = measured.replace(/^(\d{4}-\d\d-\d\d)T(\d\d:\d\d).*$/, "$1 $2Z");
  return tableRows(previousMarkdown)
    .filter(([measure]) => /^Build\b/.test(measure))
    .map(([measure, value, detail]) => [
      measure,
      value,
      detail.includes("· from the run of ") ? detail : `${detail} · from the run of ${when}`,
    ]);
}

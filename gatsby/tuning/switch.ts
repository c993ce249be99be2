/**
 * The one switch of the framework tuning (CONTRIBUTING.md, "Framework tuning"): SITE_TUNING=off
 * builds the site on Gatsby's, webpack's and React's own behaviour, SITE_TUNING=on or unset with
 * every piece. SITE_TUNING_SKIP=piece,piece leaves single pieces out; it exists to measure what
 * each piece buys and is not a way to ship a site. Read here and nowhere else (the Parcel patch,
 * applied before any of our code runs, reads the same variables; DESIGN.md, "Patched dependencies").
 */

/** Every piece behind the switch, by the name SITE_TUNING_SKIP takes. */
export const TUNING_PIECES = [
  "parcel-watcher",
  "query-process",
  "swc-minifier",
  "short-class-names",
  "source-maps",
  "server-env-definitions",
  "build-dependencies",
  "webpack-memory-cache",
  "collect-garbage",
  "mdx-compile-memo",
  "mdx-body",
  "idle-browser-modules",
  "short-chunk-hashes",
  "scripts-after-first-paint",
  "hydrate-in-transition",
  "defer-analytics",
] as const;

export type TuningPiece = (typeof TUNING_PIECES)[number];

export class TuningSwitchError extends Error {}

/** Which pieces are on for this build. */
export interface Tuning {
  /** SITE_TUNING is not "off". */
  readonly on: boolean;
  /** Whether `piece` runs: the switch is on and SITE_TUNING_SKIP does not name it. */
  readonly has: (piece: TuningPiece) => boolean;
}

const isPiece = (name: string): name is TuningPiece => (TUNING_PIECES as readonly string[]).includes(name);

/** Reads and checks SITE_TUNING and SITE_TUNING_SKIP; throws TuningSwitchError naming the fix. */
export function readTuning(env: NodeJS.ProcessEnv = process.env): Tuning {
  const value = env.SITE_TUNING ?? "";
  if (!["", "on", "off"].includes(value)) {
    throw new TuningSwitchError(
      `SITE_TUNING is "${value}": set it to "off" to build without the framework tuning, or to "on" (or leave it unset) to build with it.`,
    );
  }
  const skipped = (env.SITE_TUNING_SKIP ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = skipped.filter((name) => !isPiece(name));
  if (unknown.length > 0) {
    throw new TuningSwitchError(
      `SITE_TUNING_SKIP names no tuning piece: ${unknown.join(", ")}. The pieces are: ${TUNING_PIECES.join(", ")}.`,
    );
  }
  const on = value !== "off";
  const skip = new Set<string>(skipped);
  return { on, has: (piece) => on && !skip.has(piece) };
}

/** The runtime's view of the switch: the value of the `__SITE_TUNING__` constant the bundles are built with. */
export function runtimeTuning(tuning: Tuning): Record<"mdxBody" | "hydrateInTransition" | "deferAnalytics", boolean> {
  return {
    mdxBody: tuning.has("mdx-body"),
    hydrateInTransition: tuning.has("hydrate-in-transition"),
    deferAnalytics: tuning.has("defer-analytics"),
  };
}

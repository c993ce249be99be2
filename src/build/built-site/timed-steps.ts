/**
 * Times one onPostBuild step with Gatsby's activity timer, so the build's output says where the
 * time goes ("success Social cards - 0.412s"). `detail` sets the status line once the step ends.
 */
import type { Reporter } from "gatsby";

export async function timedStep<T>(
  reporter: Reporter,
  name: string,
  step: () => T | Promise<T>,
  detail?: (result: T) => string,
): Promise<T> {
  const activity = reporter.activityTimer(name);
  activity.start();
  try {
    const result = await step();
    if (detail) activity.setStatus(detail(result));
    return result;
  } finally {
    activity.end();
  }
}

/** What a cache says of each of its steps (the build's digest cache). */
interface StepCounts {
  stats(step: string): { readonly hits: number; readonly misses: number };
}

/** "reused 250 of 252" per cached step, for a step's status line. */
export function hitsOf(cache: StepCounts, ...steps: string[]): string {
  return steps
    .map((step) => {
      const { hits, misses } = cache.stats(step);
      return `${step} reused ${hits} of ${hits + misses}`;
    })
    .join(", ");
}

/**
 * The operations the official TypeScript SDK (`lastmile` on npm) has a method for, as data:
 * operation page slug -> the client's resource and method. An operation page shows its
 * JavaScript sample through the SDK when its slug is here, and through fetch otherwise; the
 * content test knows from it which operation an SDK call in a code block makes.
 * scripts/samples/__tests__/sdk-operations.test.ts calls every method of the installed package
 * and checks that it requests its operation's method and path, so a release that renames,
 * drops or moves a method fails the tests instead of the readers' code; the `satisfies` below
 * fails the type check as well.
 */
import type { Lastmile } from "lastmile";

/** The package, and the release these methods were read from (package.json pins the same). */
export const SDK_PACKAGE = "lastmile";
export const SDK_VERSION = "0.4.0";

type Resource = "datasets" | "evaluation" | "fineTuneJobs" | "labelDatasetJobs";
type MethodOf<R extends Resource> = {
  [M in keyof Lastmile[R]]: Lastmile[R][M] extends (...args: never[]) => unknown ? M : never;
}[keyof Lastmile[R]] &
  string;
export type SdkMethod = { [R in Resource]: readonly [resource: R, method: MethodOf<R>] }[Resource];

export const SDK_OPERATIONS = {
  "create-dataset": ["datasets", "create"],
  "list-datasets": ["datasets", "list"],
  "upload-dataset-file": ["datasets", "uploadFile"],
  "finalize-single-dataset-file-upload": ["datasets", "finalizeFileUpload"],
  "get-dataset": ["datasets", "get"],
  "get-dataset-download-url": ["datasets", "getDownloadURL"],
  "get-dataset-view": ["datasets", "getView"],
  evaluate: ["evaluation", "evaluate"],
  "evaluate-dataset": ["evaluation", "evaluateDataset"],
  "list-metrics": ["evaluation", "listMetrics"],
  "get-metric": ["evaluation", "getMetric"],
  "create-fine-tune-job": ["fineTuneJobs", "create"],
  "submit-fine-tune-job": ["fineTuneJobs", "submit"],
  "get-fine-tune-job-status": ["fineTuneJobs", "getStatus"],
  "list-fine-tune-jobs": ["fineTuneJobs", "list"],
  "list-base-models": ["fineTuneJobs", "listBaseModels"],
  "create-pseudo-label-job": ["labelDatasetJobs", "create"],
  "submit-pseudo-label-job": ["labelDatasetJobs", "submit"],
  "get-pseudo-label-job-status": ["labelDatasetJobs", "getStatus"],
} as const satisfies Record<string, SdkMethod>;

/** The SDK method of an operation page, or null when the SDK has none. */
export function sdkMethodOf(slug: string): SdkMethod | null {
  return (SDK_OPERATIONS as Record<string, SdkMethod>)[slug] ?? null;
}

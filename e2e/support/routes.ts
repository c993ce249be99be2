/**
 * The routes the site promises, in the slash form it serves (DESIGN.md, "Design
 * decisions" › "Routes and URLs").
 */

export const TOP_LEVEL = ["/", "/search/", "/markdown-page/"] as const;

export const GUIDES_AND_CONCEPTS = [
  "/quickstart/",
  "/sdk/",
  "/workbooks/",
  "/deployment/",
  "/api-keys/",
  "/integrations/helicone/",
  "/release-notes/",
  "/guides/guardrails-guide/",
  "/guides/multi-agent-evaluation/",
  "/guides/rag-evaluation/",
] as const;

export const AUTOEVAL = [
  "/autoeval/",
  "/autoeval/autoeval-intro/",
  "/autoeval/datasets/",
  "/autoeval/datasets/example-datasets/",
  "/autoeval/experiments/",
  "/autoeval/fine-tune/",
  "/autoeval/guardrails/",
  "/autoeval/labeling/",
  "/autoeval/metrics/",
  "/autoeval/models/",
  "/autoeval/models/alberta/",
  "/autoeval/models/alberta-8k/",
  "/autoeval/models/model-benchmarks/",
] as const;

/** Docs pages the site adds beyond the spec's list (docs/decisions.md, "Added pages and files"). */
export const ADDED_DOCS_PAGES = ["/projects-and-access/"] as const;

export const API_INDEX = ["/category/api/", "/api/autoeval-api-v-2/"] as const;

export const OPERATIONS = [
  "add-project-members",
  "add-resource-role-permission",
  "archive-dataset",
  "can-viewer-do",
  "change-project-member-role",
  "change-resource-role-permission",
  "clone-dataset",
  "create-dataset",
  "create-experiment",
  "create-fine-tune-job",
  "create-project",
  "create-pseudo-label-job",
  "delete-evaluation-run",
  "delete-experiment",
  "delete-project",
  "evaluate",
  "evaluate-dataset",
  "evaluate-run",
  "finalize-single-dataset-file-upload",
  "generate-synthetic-dataset",
  "get-dataset",
  "get-dataset-download-url",
  "get-dataset-view",
  "get-default-project",
  "get-evaluation-run",
  "get-experiment",
  "get-fine-tune-job",
  "get-fine-tune-job-status",
  "get-metric",
  "get-project",
  "get-project-summary",
  "get-pseudo-label-job-status",
  "get-role",
  "list-applicable-permissions",
  "list-assignable-project-member-roles",
  "list-assignable-roles",
  "list-base-models",
  "list-datasets",
  "list-evaluation-runs",
  "list-experiments",
  "list-fine-tune-jobs",
  "list-metrics",
  "list-project-members",
  "list-projects",
  "list-resource-role-permissions",
  "remove-project-members",
  "remove-resource-role-permission",
  "submit-fine-tune-job",
  "submit-pseudo-label-job",
  "update-dataset-metadata",
  "update-dataset-row",
  "update-project-metadata",
  "upload-dataset-file",
] as const;

export const SCHEMAS = [
  "dataset",
  "datasetview",
  "datasetrowfilter",
  "datasetfieldvaluepredicate",
  "datasetlabelstate",
  "datasetcolumninfo",
  "datarow",
  "evaluationrun",
  "experiment",
  "finetunejob",
  "finetunejobconfig",
  "finetunejobresult",
  "metric",
  "metricaggregate",
  "metricscores",
  "model",
  "modelcard",
  "modelfile",
  "permission",
  "project",
  "projectmember",
  "projectsummary",
  "prompttemplate",
  "pseudolabeljobconfig",
  "role",
  "rolepermission",
  "roleuser",
  "s-3-presignedpost",
  "syntheticdatasetgenerationconfig",
  "timestamp",
  "trainingprogress",
  "stringcriteria",
  "numericcriteria",
  "stringlistcriteria",
  "candoactioncheck",
  "allof",
  "anyof",
  "struct",
  "listvalue",
  "google-protobuf-value",
] as const;

export const OPERATION_ROUTES = OPERATIONS.map((op) => `/api/${op}/`);
export const SCHEMA_ROUTES = SCHEMAS.map((name) => `/api/schemas/${name}/`);

/** Every promised route, slash form. */
export const SPEC_ROUTES: readonly string[] = [
  ...TOP_LEVEL,
  ...GUIDES_AND_CONCEPTS,
  ...AUTOEVAL,
  ...API_INDEX,
  ...OPERATION_ROUTES,
  ...SCHEMA_ROUTES,
];

/** The docs pages of the current version (the pages with a docs sidebar, a TOC and a Markdown twin). */
export const DOCS_PAGES: readonly string[] = [
  "/",
  ...GUIDES_AND_CONCEPTS.filter((p) => p !== "/release-notes/"),
  ...AUTOEVAL,
  ...ADDED_DOCS_PAGES,
];

export const SITE_TITLE = "AutoEval Docs";
export const TITLE_SUFFIX = ` | ${SITE_TITLE}`;

/**
 * The example story's objects: every id the docs and the API description use, what kind of
 * object it names and the facts that must hold wherever it appears. One id is one object: a
 * run id names one run, a prompt-template id one text, a dataset one size. Add an entry here
 * before an example uses a new id (the story test fails on unregistered ids).
 */

export type StoryKind =
  | "project"
  | "dataset"
  | "dataset file"
  | "column"
  | "row"
  | "experiment"
  | "evaluation run"
  | "fine-tune job"
  | "pseudo-label job"
  | "metric"
  | "model"
  | "metric base model"
  | "model file"
  | "user"
  | "role"
  | "prompt template";

export type Fact = string | number;

export interface StoryObject {
  readonly kind: StoryKind;
  /** Field name -> the value every object with this id shows for that field. */
  readonly facts: Readonly<Record<string, Fact>>;
  /** For evaluation runs: the operation that made the run (its response returns the runId). */
  readonly madeBy?: "evaluate-dataset" | "evaluate-run";
}

/** Id prefixes of story objects, and the kind each stands for. */
export const PREFIX_KIND: Readonly<Record<string, StoryKind>> = {
  prj: "project",
  ds: "dataset",
  dsf: "dataset file",
  col: "column",
  row: "row",
  exp: "experiment",
  run: "evaluation run",
  ftj: "fine-tune job",
  plj: "pseudo-label job",
  met: "metric",
  mdl: "model",
  mbm: "metric base model",
  mf: "model file",
  usr: "user",
  pt: "prompt template",
};

/** Fields that refer to another story object, and the kind they must refer to. */
export const REFERENCE_FIELDS: Readonly<Record<string, StoryKind>> = {
  projectId: "project",
  datasetId: "dataset",
  sourceDatasetId: "dataset",
  resultDatasetId: "dataset",
  trainDatasetId: "dataset",
  testDatasetId: "dataset",
  fewShotDatasetId: "dataset",
  activeLabeledDatasetId: "dataset",
  datasetFileId: "dataset file",
  experimentId: "experiment",
  runId: "evaluation run",
  creatorId: "user",
  ownerUserId: "user",
  userId: "user",
  modelId: "model",
  baselineModelId: "model",
};

/** Dataset sizes change while a dataset loads: they are facts only once loading completed. */
export const LOADING_FIELDS: ReadonlySet<string> = new Set(["numRows", "numCols"]);

const TEMPLATE_V2 =
  "Question from the customer:\n{{input}}\n\nHelp-center passages:\n{{ground_truth}}\n\nAssistant's answer:\n{{output}}\n\nLabel the answer 1 if every factual statement in it is stated in the passages, otherwise 0. Reply with 1 or 0.";

export const STORY: Readonly<Record<string, StoryObject>> = {
  // The customer-support project and its people.
  prj_7f3a9c2e41: { kind: "project", facts: { name: "support-assistant" } },
  usr_1a9f3c7e55: { kind: "user", facts: { name: "Dana Whitfield" } },
  usr_6d2b8f0a13: { kind: "user", facts: { name: "Ravi Menon" } },
  "4102": { kind: "role", facts: { name: "user:usr_1a9f3c7e55", displayName: "Dana Whitfield" } },
  "4117": { kind: "role", facts: { name: "user:usr_6d2b8f0a13", displayName: "Ravi Menon" } },
  "3001": { kind: "role", facts: { name: "project:prj_7f3a9c2e41:admin", displayName: "support-assistant admins" } },

  // The story dataset: 1,250 rows of questions, answers and help-centre passages, three columns.
  ds_5b81d0e6a7: { kind: "dataset", facts: { name: "support-answers-2024q4", numRows: 1250, numCols: 3 } },
  dsf_0e4c8b2a93: { kind: "dataset file", facts: {} },
  col_a1e4c9f203: { kind: "column", facts: { literalName: "input", index: 0 } },
  col_b2f5d0a314: { kind: "column", facts: { literalName: "output", index: 1 } },
  col_c3a6e1b425: { kind: "column", facts: { literalName: "ground_truth", index: 2 } },
  row_000417: { kind: "row", facts: {} },
  row_000418: { kind: "row", facts: {} },
  ds_91c4e7b2f0: { kind: "dataset", facts: { name: "support-answers-2024q4-holdout", numRows: 1250, numCols: 3 } },
  ds_e07b4c2f19: { kind: "dataset", facts: {} }, // few-shot examples for the judge
  ds_91d3a5c6e8: { kind: "dataset", facts: {} }, // reviewed (active) labels

  // The quickstart's own four-row dataset and its run.
  ds_4a7c2e9b18: { kind: "dataset", facts: { name: "support-answers-quickstart", numRows: 4, numCols: 3 } },
  col_d4b7f2c536: { kind: "column", facts: { literalName: "input", index: 0 } },
  col_e5c8a3d647: { kind: "column", facts: { literalName: "output", index: 1 } },
  col_f6d9b4e758: { kind: "column", facts: { literalName: "ground_truth", index: 2 } },
  run_5a0e3d7c21: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-answers-quickstart 2026-11-02 09:16",
      sourceDatasetId: "ds_4a7c2e9b18",
      resultDatasetId: "ds_6c8a2e0b59",
      runType: "EVALUATION_RUN_TYPE_ADHOC",
      numRows: 4,
    },
  },
  ds_6c8a2e0b59: { kind: "dataset", facts: {} }, // results of run_5a0e3d7c21

  // The retriever experiment on the story dataset.
  exp_2c6e94f1b3: { kind: "experiment", facts: { name: "retriever-top-k" } },
  run_9d4a7e3c58: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-answers-2024q4 top-k 8",
      sourceDatasetId: "ds_5b81d0e6a7",
      resultDatasetId: "ds_e2d7a5c813",
      experimentId: "exp_2c6e94f1b3",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 1250,
    },
  },
  ds_e2d7a5c813: { kind: "dataset", facts: {} }, // results of run_9d4a7e3c58
  run_b27f0d6e19: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    // The same 1,250 questions answered with 4 retrieved passages: another dataset than ds_5b81d0e6a7.
    facts: { experimentId: "exp_2c6e94f1b3", numRows: 1250 },
  },
  run_4e8a1c6b39: {
    kind: "evaluation run",
    madeBy: "evaluate-run",
    facts: { experimentId: "exp_2c6e94f1b3", runType: "EVALUATION_RUN_TYPE_EXPERIMENT" },
  },

  // Labels and the fine-tuned metric.
  plj_6a2f9e4b17: { kind: "pseudo-label job", facts: { name: "grounded-support-answer v2" } },
  pt_58c1e3a9d7: { kind: "prompt template", facts: { template: TEMPLATE_V2 } },
  ftj_3e8b1c7d92: { kind: "fine-tune job", facts: { name: "support-answer-grounding" } },
  met_4c7d2a9e61: { kind: "metric", facts: { name: "support-answer-grounding" } },
  mdl_8e1f5b3a24: { kind: "model", facts: {} }, // a base model of list-base-models
  mbm_7c3e1a9f50: { kind: "metric base model", facts: { modelId: "mdl_8e1f5b3a24" } },
  mdl_2f6a0c8e71: { kind: "model", facts: {} }, // another base model of list-base-models
  mbm_0d4b8e2c16: { kind: "metric base model", facts: { modelId: "mdl_2f6a0c8e71" } },
  mdl_d47b0e2c96: { kind: "model", facts: {} }, // the trained model of ftj_3e8b1c7d92
  mf_2b9e6d4a70: { kind: "model file", facts: { modelId: "mdl_d47b0e2c96" } },

  // The example datasets page.
  ds_3c7f0b9e25: { kind: "dataset", facts: {} },

  // The RAG guide: two retrievers over the same four questions.
  ds_4f6b2e9a07: { kind: "dataset", facts: { name: "support-rag-keyword" } },
  ds_c3a70f4e19: { kind: "dataset", facts: { name: "support-rag-hybrid" } },
  exp_8b3d5f1a26: { kind: "experiment", facts: { name: "Retriever: keyword top-3 vs hybrid top-5" } },
  run_e6c1a4f803: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-rag-keyword",
      sourceDatasetId: "ds_4f6b2e9a07",
      experimentId: "exp_8b3d5f1a26",
      numRows: 4,
    },
  },
  run_41b6f2d8e0: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: { name: "support-rag-hybrid", sourceDatasetId: "ds_c3a70f4e19", experimentId: "exp_8b3d5f1a26", numRows: 4 },
  },
  run_7c2d5e9a16: { kind: "evaluation run", madeBy: "evaluate-run", facts: { experimentId: "exp_8b3d5f1a26" } },
  run_b3e81f4a07: { kind: "evaluation run", madeBy: "evaluate-run", facts: { experimentId: "exp_8b3d5f1a26" } },

  // The multi-agent guide.
  ds_2e9c7a4b61: { kind: "dataset", facts: {} },
  exp_6f0a2d8c93: { kind: "experiment", facts: {} },
  run_3b7e9f2a05: { kind: "evaluation run", madeBy: "evaluate-dataset", facts: { sourceDatasetId: "ds_2e9c7a4b61" } },

  // The Helicone integration.
  ds_7d3f1b8e46: { kind: "dataset", facts: {} },
  exp_1e5c9a7d38: { kind: "experiment", facts: { name: "helicone-nightly-support-bot" } },
  run_8c4a0f6e92: { kind: "evaluation run", madeBy: "evaluate-dataset", facts: { sourceDatasetId: "ds_7d3f1b8e46" } },
};

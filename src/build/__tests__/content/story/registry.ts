/**
 * The example story's objects: every id the docs and the API description use, what kind of
 * object it names and the facts that must hold wherever it appears. One id is one object: a
 * run id names one run, a prompt-template id one text, a dataset one size. Add an entry here
 * before an example uses a new id (the story test fails on unregistered ids).
 *
 * Beyond the facts an example shows, an entry holds what the rules in `rules/` need to check
 * the story's meaning: when an object became usable (a dataset loaded, labels written, a job
 * finished), a job's configuration, a row's cells, a run's aggregate scores. The story takes
 * place in one project, `support-assistant`, in November 2026; every object was made by Dana.
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
  /** A dataset: when loading its file completed (rows and columns exist from then on). */
  readonly readyAt?: string;
  /** A dataset: when its labels were written, and the pseudo-label job that wrote them. */
  readonly labeledAt?: string;
  readonly labeledBy?: string;
  /** A job: when it finished. */
  readonly completedAt?: string;
  /** A job's configuration (the fields every shown configuration of the job carries). */
  readonly config?: Readonly<Record<string, Fact>>;
  /** Other story objects this one uses, beyond its facts and configuration (a run's fine-tuned metrics). */
  readonly uses?: readonly string[];
  /** A metric or a model: the job that produced it. */
  readonly madeFrom?: string;
  /** A row: its dataset, its 1-based position in the uploaded file and its cells in column order. */
  readonly row?: { readonly dataset: string; readonly position: number; readonly cells: readonly string[] };
  /** A run: its aggregate score per metric (illustrations, the same wherever the run is shown). */
  readonly aggregates?: Readonly<Record<string, number>>;
  /** A model that list-base-models returns. */
  readonly baseModel?: true;
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
  "Question from the customer:\n{input}\n\nHelp-center passages:\n{ground_truth}\n\nAssistant's answer:\n{output}\n\nLabel the answer 1 if every factual statement in it is stated in the passages, otherwise 0. Reply with 1 or 0.";

const PROJECT = "prj_7f3a9c2e41";
const DANA = "usr_1a9f3c7e55";
const STORY_DATASET = "ds_5b81d0e6a7";

/** The configuration both pseudo-label jobs share; only the dataset they label differs. */
const LABEL_CONFIG = {
  fewShotDatasetId: "ds_e07b4c2f19",
  activeLabeledDatasetId: "ds_91d3a5c6e8",
  baseEvaluationMetric: "BASE_EVALUATION_METRIC_FAITHFULNESS",
} as const;

export const STORY: Readonly<Record<string, StoryObject>> = {
  // The customer-support project and its people.
  [PROJECT]: { kind: "project", facts: { name: "support-assistant", createdAt: "2026-10-05T08:30:00Z" } },
  [DANA]: { kind: "user", facts: { name: "Dana Whitfield" } },
  usr_6d2b8f0a13: { kind: "user", facts: { name: "Ravi Menon" } },
  "4102": { kind: "role", facts: { name: "user:usr_1a9f3c7e55", displayName: "Dana Whitfield" } },
  "4117": { kind: "role", facts: { name: "user:usr_6d2b8f0a13", displayName: "Ravi Menon" } },
  "3001": { kind: "role", facts: { name: "project:prj_7f3a9c2e41:admin", displayName: "support-assistant admins" } },

  // The built-in metrics, known by name.
  Faithfulness: {
    kind: "metric",
    facts: {
      description:
        "Hallucination detection, as an entailment score from 0 to 1 of how strongly the context supports the output.",
    },
  },
  Relevance: { kind: "metric", facts: {} },
  "Answer Correctness": { kind: "metric", facts: {} },
  Summarization: { kind: "metric", facts: {} },
  Toxicity: { kind: "metric", facts: {} },

  // The story dataset: 1,250 rows of questions, answers (generated with 8 retrieved passages)
  // and help-center passages, three columns, labeled by the pseudo-label job below.
  [STORY_DATASET]: {
    kind: "dataset",
    facts: {
      name: "support-answers-2024q4",
      numRows: 1250,
      numCols: 3,
      createdAt: "2026-11-02T09:14:03Z",
      ownerUserId: DANA,
      projectId: PROJECT,
    },
    readyAt: "2026-11-02T09:15:31Z",
    labeledAt: "2026-11-02T11:42:18Z",
    labeledBy: "plj_6a2f9e4b17",
  },
  dsf_0e4c8b2a93: { kind: "dataset file", facts: {} },
  col_a1e4c9f203: { kind: "column", facts: { literalName: "input", index: 0, createdAt: "2026-11-02T09:15:31Z" } },
  col_b2f5d0a314: { kind: "column", facts: { literalName: "output", index: 1, createdAt: "2026-11-02T09:15:31Z" } },
  col_c3a6e1b425: {
    kind: "column",
    facts: { literalName: "ground_truth", index: 2, createdAt: "2026-11-02T09:15:31Z" },
  },
  row_000001: {
    kind: "row",
    facts: {},
    row: {
      dataset: STORY_DATASET,
      position: 1,
      cells: [
        "What is the refund window?",
        "You can return items within 30 days.",
        "Refunds are accepted for 30 days after delivery.",
      ],
    },
  },
  row_000002: {
    kind: "row",
    facts: {},
    row: {
      dataset: STORY_DATASET,
      position: 2,
      cells: [
        "How long does a refund take?",
        "Your refund arrives instantly as store credit.",
        "Refunds go back to the original card in 5 to 7 business days.",
      ],
    },
  },
  row_000417: {
    kind: "row",
    facts: {},
    row: {
      dataset: STORY_DATASET,
      position: 417,
      cells: [
        "Can I get a refund without the receipt?",
        "Yes, we can refund you to the original card once you give us the order number.",
        "Without a receipt, refunds go to the original payment method once the order number is given.",
      ],
    },
  },
  row_000952: {
    kind: "row",
    facts: {},
    row: {
      dataset: STORY_DATASET,
      position: 952,
      cells: [
        "How do I return a damaged item?",
        "Start a return on the order page; we refund you once the item arrives.",
        "Damaged items are returned from the order page, and the refund is issued when the item is received.",
      ],
    },
  },

  // Labels: the judge's few-shot examples and the rows people reviewed, then one pseudo-label
  // job per dataset that training needs labeled (the training set and the held-out test set).
  ds_e07b4c2f19: {
    kind: "dataset",
    facts: { name: "support-answers-few-shot", projectId: PROJECT, createdAt: "2026-11-02T10:21:40Z" },
    readyAt: "2026-11-02T10:22:15Z",
  },
  ds_91d3a5c6e8: {
    kind: "dataset",
    facts: { name: "support-answers-reviewed", projectId: PROJECT, createdAt: "2026-11-02T10:25:02Z" },
    readyAt: "2026-11-02T10:25:40Z",
  },
  pt_58c1e3a9d7: { kind: "prompt template", facts: { template: TEMPLATE_V2 } },
  plj_6a2f9e4b17: {
    kind: "pseudo-label job",
    facts: { name: "grounded-support-answer v2", createdAt: "2026-11-02T10:40:00Z" },
    completedAt: "2026-11-02T11:42:18Z",
    config: { ...LABEL_CONFIG, datasetId: STORY_DATASET },
  },
  ds_91c4e7b2f0: {
    kind: "dataset",
    facts: {
      name: "support-answers-2024q4-test",
      numRows: 250,
      numCols: 3,
      createdAt: "2026-11-02T12:05:40Z",
      ownerUserId: DANA,
      projectId: PROJECT,
    },
    readyAt: "2026-11-02T12:06:22Z",
    labeledAt: "2026-11-02T12:58:09Z",
    labeledBy: "plj_2d7e5a1c84",
  },
  col_3d8f1a6c52: { kind: "column", facts: { literalName: "input", index: 0, createdAt: "2026-11-02T12:06:22Z" } },
  col_4e9a2b7d63: { kind: "column", facts: { literalName: "output", index: 1, createdAt: "2026-11-02T12:06:22Z" } },
  col_5fab3c8e74: {
    kind: "column",
    facts: { literalName: "ground_truth", index: 2, createdAt: "2026-11-02T12:06:22Z" },
  },
  plj_2d7e5a1c84: {
    kind: "pseudo-label job",
    facts: { name: "grounded-support-answer v2 test set", createdAt: "2026-11-02T12:10:00Z" },
    completedAt: "2026-11-02T12:58:09Z",
    config: { ...LABEL_CONFIG, datasetId: "ds_91c4e7b2f0" },
  },

  // A frozen copy made before rows were corrected, and an older dataset the docs archive.
  ds_0b7d3e9f52: {
    kind: "dataset",
    facts: {
      name: "support-answers-frozen-2026-11-02",
      createdAt: "2026-11-02T12:20:05Z",
      ownerUserId: DANA,
      projectId: PROJECT,
    },
  },
  ds_6e1a9c4f27: {
    kind: "dataset",
    facts: { name: "support-answers-2024q3", createdAt: "2026-10-06T10:02:44Z", projectId: PROJECT },
    readyAt: "2026-10-06T10:03:30Z",
  },

  // The quickstart's own four-row dataset and its run.
  ds_4a7c2e9b18: {
    kind: "dataset",
    facts: {
      name: "support-answers-quickstart",
      numRows: 4,
      numCols: 3,
      createdAt: "2026-11-02T08:57:12Z",
      ownerUserId: DANA,
      projectId: PROJECT,
    },
    readyAt: "2026-11-02T08:58:40Z",
  },
  col_d4b7f2c536: { kind: "column", facts: { literalName: "input", index: 0, createdAt: "2026-11-02T08:58:40Z" } },
  col_e5c8a3d647: { kind: "column", facts: { literalName: "output", index: 1, createdAt: "2026-11-02T08:58:40Z" } },
  col_f6d9b4e758: {
    kind: "column",
    facts: { literalName: "ground_truth", index: 2, createdAt: "2026-11-02T08:58:40Z" },
  },
  run_5a0e3d7c21: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-answers-quickstart",
      createdAt: "2026-11-02T09:16:04Z",
      projectId: PROJECT,
      sourceDatasetId: "ds_4a7c2e9b18",
      resultDatasetId: "ds_6c8a2e0b59",
      runType: "EVALUATION_RUN_TYPE_ADHOC",
      numRows: 4,
    },
    aggregates: { Faithfulness: 0.72, Relevance: 0.95 },
  },
  ds_6c8a2e0b59: { kind: "dataset", facts: { projectId: PROJECT } }, // results of run_5a0e3d7c21

  // The retriever experiment: the same 1,250 questions answered with 4 and with 8 passages.
  exp_2c6e94f1b3: {
    kind: "experiment",
    facts: { name: "retriever-top-k", createdAt: "2026-11-03T14:02:10Z", projectId: PROJECT },
  },
  ds_8f2c6a4e13: {
    kind: "dataset",
    facts: {
      name: "support-answers-2024q4-top-k-4",
      numRows: 1250,
      numCols: 3,
      createdAt: "2026-11-03T13:40:02Z",
      ownerUserId: DANA,
      projectId: PROJECT,
    },
    readyAt: "2026-11-03T13:41:30Z",
  },
  col_6a7b8c9d05: { kind: "column", facts: { literalName: "input", index: 0, createdAt: "2026-11-03T13:41:30Z" } },
  col_7b8c9d0e16: { kind: "column", facts: { literalName: "output", index: 1, createdAt: "2026-11-03T13:41:30Z" } },
  col_8c9d0e1f27: {
    kind: "column",
    facts: { literalName: "ground_truth", index: 2, createdAt: "2026-11-03T13:41:30Z" },
  },
  run_b27f0d6e19: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-answers-2024q4-top-k-4",
      createdAt: "2026-11-03T14:11:27Z",
      projectId: PROJECT,
      sourceDatasetId: "ds_8f2c6a4e13",
      resultDatasetId: "ds_1c2d3e4f50",
      experimentId: "exp_2c6e94f1b3",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 1250,
    },
    aggregates: { Faithfulness: 0.83, Relevance: 0.905 },
  },
  run_9d4a7e3c58: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-answers-2024q4",
      createdAt: "2026-11-03T14:20:45Z",
      projectId: PROJECT,
      sourceDatasetId: STORY_DATASET,
      resultDatasetId: "ds_e2d7a5c813",
      experimentId: "exp_2c6e94f1b3",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 1250,
    },
    aggregates: { Faithfulness: 0.87, Relevance: 0.91 },
  },
  ds_e2d7a5c813: { kind: "dataset", facts: { projectId: PROJECT } }, // results of run_9d4a7e3c58
  ds_1c2d3e4f50: { kind: "dataset", facts: { projectId: PROJECT } }, // results of run_b27f0d6e19

  // Fine-tuning on the labeled training set, tested on the separately uploaded test set.
  mdl_8e1f5b3a24: { kind: "model", facts: { createdAt: "2026-09-15T12:00:00Z" }, baseModel: true },
  mbm_7c3e1a9f50: { kind: "metric base model", facts: { modelId: "mdl_8e1f5b3a24" } },
  mdl_2f6a0c8e71: { kind: "model", facts: { createdAt: "2026-09-15T12:00:00Z" }, baseModel: true },
  mbm_0d4b8e2c16: { kind: "metric base model", facts: { modelId: "mdl_2f6a0c8e71" } },
  ftj_3e8b1c7d92: {
    kind: "fine-tune job",
    facts: { name: "support-answer-grounding", createdAt: "2026-11-04T08:00:00Z" },
    completedAt: "2026-11-04T09:02:36Z",
    config: {
      name: "support-answer-grounding",
      baselineModelId: "mdl_8e1f5b3a24",
      trainDatasetId: STORY_DATASET,
      testDatasetId: "ds_91c4e7b2f0",
    },
  },
  mdl_d47b0e2c96: { kind: "model", facts: { createdAt: "2026-11-04T09:02:30Z" }, madeFrom: "ftj_3e8b1c7d92" },
  mf_2b9e6d4a70: {
    kind: "model file",
    facts: { modelId: "mdl_d47b0e2c96", createdAt: "2026-11-04T09:02:30Z" },
    madeFrom: "ftj_3e8b1c7d92",
  },
  met_4c7d2a9e61: {
    kind: "metric",
    facts: { name: "support-answer-grounding", createdAt: "2026-11-04T09:20:00Z" },
    madeFrom: "ftj_3e8b1c7d92",
  },

  // Comparing the fine-tuned metric with built-in Faithfulness on rows held in a test harness.
  exp_5d9b2f7a40: {
    kind: "experiment",
    facts: { name: "grounding-metric-vs-faithfulness", createdAt: "2026-11-10T10:05:00Z", projectId: PROJECT },
  },
  run_4e8a1c6b39: {
    kind: "evaluation run",
    madeBy: "evaluate-run",
    facts: {
      createdAt: "2026-11-10T10:12:30Z",
      projectId: PROJECT,
      experimentId: "exp_5d9b2f7a40",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 2,
    },
    uses: ["met_4c7d2a9e61"],
  },

  // The example datasets page.
  ds_3c7f0b9e25: { kind: "dataset", facts: { name: "example-rag-qa", projectId: PROJECT } },

  // The RAG guide: two retrievers over the same four questions.
  ds_4f6b2e9a07: {
    kind: "dataset",
    facts: { name: "support-rag-keyword", createdAt: "2026-11-09T09:30:04Z", projectId: PROJECT },
    readyAt: "2026-11-09T09:31:10Z",
  },
  ds_c3a70f4e19: {
    kind: "dataset",
    facts: { name: "support-rag-hybrid", createdAt: "2026-11-09T09:35:20Z", projectId: PROJECT },
    readyAt: "2026-11-09T09:36:05Z",
  },
  exp_8b3d5f1a26: {
    kind: "experiment",
    facts: {
      name: "Retriever: keyword top-3 vs hybrid top-5",
      createdAt: "2026-11-09T09:41:10Z",
      projectId: PROJECT,
    },
  },
  run_e6c1a4f803: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-rag-keyword",
      createdAt: "2026-11-09T09:42:31Z",
      projectId: PROJECT,
      sourceDatasetId: "ds_4f6b2e9a07",
      experimentId: "exp_8b3d5f1a26",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 4,
    },
    aggregates: { Faithfulness: 0.7225, Relevance: 0.655 },
  },
  run_41b6f2d8e0: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      name: "support-rag-hybrid",
      createdAt: "2026-11-09T09:44:52Z",
      projectId: PROJECT,
      sourceDatasetId: "ds_c3a70f4e19",
      experimentId: "exp_8b3d5f1a26",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 4,
    },
    aggregates: { Faithfulness: 0.735, Relevance: 0.8725 },
  },
  run_7c2d5e9a16: {
    kind: "evaluation run",
    madeBy: "evaluate-run",
    facts: {
      createdAt: "2026-11-09T09:46:03Z",
      projectId: PROJECT,
      experimentId: "exp_8b3d5f1a26",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 4,
    },
    aggregates: { "Answer Correctness": 0.4925 },
  },
  run_b3e81f4a07: {
    kind: "evaluation run",
    madeBy: "evaluate-run",
    facts: {
      createdAt: "2026-11-09T09:47:15Z",
      projectId: PROJECT,
      experimentId: "exp_8b3d5f1a26",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 4,
    },
    aggregates: { "Answer Correctness": 0.7075 },
  },

  // The multi-agent guide: one experiment comparing system versions, a run per replay.
  ds_2e9c7a4b61: {
    kind: "dataset",
    facts: { name: "support-agents-2.3.0-traces", createdAt: "2026-11-11T15:02:00Z", projectId: PROJECT },
    readyAt: "2026-11-11T15:03:10Z",
  },
  exp_6f0a2d8c93: {
    kind: "experiment",
    facts: { name: "support-agents: 2.3.0 vs 2.4.0", createdAt: "2026-11-11T15:05:30Z", projectId: PROJECT },
  },
  run_3b7e9f2a05: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      createdAt: "2026-11-11T15:07:45Z",
      projectId: PROJECT,
      sourceDatasetId: "ds_2e9c7a4b61",
      experimentId: "exp_6f0a2d8c93",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 8,
    },
  },

  // The Helicone integration: the first nightly run.
  exp_1e5c9a7d38: {
    kind: "experiment",
    facts: { name: "helicone-nightly-support-bot", createdAt: "2026-11-12T16:40:12Z", projectId: PROJECT },
  },
  ds_7d3f1b8e46: {
    kind: "dataset",
    facts: { createdAt: "2026-11-13T02:00:41Z", projectId: PROJECT, numRows: 412 },
    readyAt: "2026-11-13T02:01:55Z",
  },
  run_8c4a0f6e92: {
    kind: "evaluation run",
    madeBy: "evaluate-dataset",
    facts: {
      createdAt: "2026-11-13T02:02:30Z",
      projectId: PROJECT,
      sourceDatasetId: "ds_7d3f1b8e46",
      experimentId: "exp_1e5c9a7d38",
      runType: "EVALUATION_RUN_TYPE_EXPERIMENT",
      numRows: 412,
    },
  },
};

/** The entry an object stands for: by its `id`, or a built-in metric by its `name`. */
export function entryOf(
  object: Readonly<Record<string, unknown>>,
  story: Readonly<Record<string, StoryObject>> = STORY,
): { id: string; entry: StoryObject } | undefined {
  const id = object["id"];
  if (typeof id === "string" || typeof id === "number") {
    const entry = story[String(id)];
    return entry ? { id: String(id), entry } : undefined;
  }
  const name = object["name"];
  if (typeof name === "string" && story[name]?.kind === "metric") return { id: name, entry: story[name] };
  return undefined;
}

"""Descriptions and examples for evaluation, experiment, fine-tune, model and pseudo-label schemas."""

from story import *  # noqa: F401,F403 (shared example values)
from texts import *  # noqa: F401,F403 (shared enum sentences)

W = "lmai.proto.webserver.v2."
M = "lmai.proto.model_fine_tuning.v1."

SCHEMAS = {}

# ---------------------------------------------------------------- Evaluation

_EVAL_INPUT = ["What is the refund window?"]
_EVAL_OUTPUT = ["You can return items within 30 days."]
_EVAL_TRUTH = ["Refunds are accepted for 30 days after delivery."]

SCHEMAS[W + "EvaluateRequest"] = dict(
    d="Body of an Evaluate call: one metric and three lists of equal length, where position *i* of each list belongs to the same example.",
    p={
        "metric": "Metric to score with. Name a built-in metric (`{\"name\": \"FAITHFULNESS\"}`) or point at a fine-tuned one by id (`{\"id\": \"met_4c7d2a9e61\"}`).",
        "input": "The user's question for each example, one string per example; for summarization, the source document. Keep retrieved context out of it: for faithfulness and relevance the context belongs in `groundTruth`.",
        "output": "What your application answered, one string per example, in the same order as `input`.",
        "groundTruth": "What each output is checked against, one string per example in the same order: the retrieved context (the passages the answer must be supported by) for faithfulness and relevance, the reference answer for `QA`. Send empty strings for summarization and toxicity, which do not read it.",
        "projectId": "Project the scoring call is attributed to for usage and access checks. Defaults to your default project.",
        "metadata": "Your own key-value notes sent with this scoring call, such as the prompt version under test.",
    },
    ex={
        "metric": c(METRIC_FAITHFULNESS),
        "input": _EVAL_INPUT,
        "output": _EVAL_OUTPUT,
        "groundTruth": _EVAL_TRUTH,
        "projectId": PROJECT_ID,
    },
)

SCHEMAS[W + "Metric"] = dict(
    d="An evaluation metric: a built-in one such as FAITHFULNESS or a fine-tuned alBERTa evaluator. In requests you identify a metric by `id` or by `name`; responses fill in the rest.",
    p={
        "id": "Identifier of the metric, prefixed `met_` for fine-tuned metrics. Give either this or `name` when choosing a metric.",
        "name": "Name of the metric: a built-in name (`FAITHFULNESS`, `RELEVANCE`, `TOXICITY`, `QA`, `SUMMARIZATION`) or the name given to a fine-tuned metric.",
        "description": "Short explanation of what the metric judges. Filled in by the server in responses.",
        "deploymentStatus": "Whether the model behind the metric is deployed and can score right now. Filled in by the server in responses. " + DEPLOYMENT,
    },
    ex=c(METRIC_FINE_TUNED),
)

SCHEMAS[W + "EvaluateResponse"] = dict(
    d="Answer to Evaluate: the metric used and one score per example. Nothing is stored.",
    p={
        "metric": "The metric that produced the scores, with its description and deployment status filled in.",
        "scores": "One score per example, in request order, from 0 to 1. What a high score means depends on the metric; for faithfulness, a score near 1 means the answer is supported by the context.",
    },
    ex={"metric": c(METRIC_FAITHFULNESS_FULL), "scores": [0.94]},
)

SCHEMAS[W + "EvaluateDatasetRequest"] = dict(
    d="Body of an Evaluate Dataset call: the stored dataset to score, the metrics to apply and where to record the run.",
    p={
        "metric": "Single-metric form kept for older clients. Prefer `metrics`; when both are sent, `metrics` decides what is scored.",
        "metrics": "Metrics to apply to every row of the dataset, each chosen by `id` or `name`. At least one is required.",
        "datasetId": "Stored dataset to score. It needs `input` and `output` columns, plus a `ground_truth` column holding the retrieved context (faithfulness, relevance) or the reference answer (`QA`).",
        "projectId": "Project the new evaluation run is saved in. Defaults to the dataset's project.",
        "metadata": "Your own notes saved on the resulting evaluation run, such as the model or retriever settings that produced the outputs.",
        "experimentId": "Experiment to record the run in. With it, the run is of type `EVALUATION_RUN_TYPE_EXPERIMENT`; without it, `EVALUATION_RUN_TYPE_ADHOC`.",
    },
    ex={
        "metrics": [c(METRIC_FAITHFULNESS), c(METRIC_RELEVANCE)],
        "datasetId": DATASET_ID,
        "projectId": PROJECT_ID,
        "metadata": c(RUN_METADATA),
        "experimentId": EXPERIMENT_ID,
    },
)

_SCORES_F = [0.97, 0.08, 0.91, 0.88]
_SCORES_R = [0.95, 0.83, 0.9, 0.93]

SCHEMAS[W + "EvaluateDatasetResponse"] = dict(
    d="Answer to Evaluate Dataset: the id of the stored run and the per-row scores of each metric.",
    p={
        "metric": "The first requested metric, repeated here for clients written for the single-metric form.",
        "scores": "Per-row scores of the first requested metric, from 0 to 1, in dataset row order. Read `metricScores` for all metrics.",
        "runId": "Identifier of the evaluation run that stores these results, prefixed `run_`. Fetch it later with Get Evaluation Run.",
        "metricScores": "Per-row scores for every requested metric, one entry per metric in request order.",
    },
    ex={
        "metric": c(METRIC_FAITHFULNESS_FULL),
        "scores": _SCORES_F,
        "runId": RUN_ID,
        "metricScores": [
            {"metric": c(METRIC_FAITHFULNESS_FULL), "scores": _SCORES_F},
            {"metric": c(METRIC_RELEVANCE_FULL), "scores": _SCORES_R},
        ],
    },
)

SCHEMAS[W + "MetricScores"] = dict(
    d="The scores one metric gave to a batch of examples.",
    p={
        "metric": "The metric these scores come from.",
        "scores": "Score for each example or row, from 0 to 1, in the order the examples were given.",
    },
    ex={"metric": c(METRIC_RELEVANCE_FULL), "scores": _SCORES_R},
)

SCHEMAS[W + "EvaluateRunRequest"] = dict(
    d="Body of an Evaluate Run call: examples sent inline, several metrics, and the run is stored like a dataset evaluation.",
    p={
        "metrics": "Metrics to score every example with, each chosen by `id` or `name`.",
        "input": "Questions for the run, one string per example (source documents when scoring summarization).",
        "output": "Application answers for the run, aligned with `input`.",
        "groundTruth": "Retrieved context or reference answers for the run, aligned with `input`; empty strings for metrics that do not read this column.",
        "projectId": "Project in which the new run is stored. Defaults to your default project.",
        "experimentId": "Experiment that the new run joins; leave it out for an ad hoc run.",
        "metadata": "Your own notes saved with the stored run.",
    },
    ex={
        "metrics": [c(METRIC_FAITHFULNESS), {"id": FINE_TUNED_METRIC_ID}],
        "input": ["What is the refund window?", "How long does a refund take?"],
        "output": ["You can return items within 30 days.", "Your refund arrives instantly as store credit."],
        "groundTruth": [
            "Refunds are accepted for 30 days after delivery.",
            "Refunds go back to the original card in 5 to 7 business days.",
        ],
        "projectId": PROJECT_ID,
        "experimentId": EXPERIMENT_ID,
        "metadata": c(RUN_METADATA),
    },
)

SCHEMAS[W + "EvaluateRunResponse"] = dict(
    d="Answer to Evaluate Run: the id of the stored run and the scores of each metric.",
    p={
        "runId": "Identifier of the run stored for these inline examples.",
        "metricScores": "Scores of each requested metric for the inline examples, in request order.",
    },
    ex={
        "runId": RUN_ID,
        "metricScores": [
            {"metric": c(METRIC_FAITHFULNESS_FULL), "scores": [0.97, 0.08]},
            {"metric": c(METRIC_FINE_TUNED), "scores": [0.98, 0.03]},
        ],
    },
)

SCHEMAS[W + "GetEvaluationRunRequest"] = dict(
    d="Body of a Get Evaluation Run call: the id of the run to read.",
    p={"id": "Identifier of the evaluation run to read, prefixed `run_`."},
    ex={"id": RUN_ID},
)

SCHEMAS[W + "GetEvaluationRunResponse"] = dict(
    d="Answer to Get Evaluation Run: the stored run record.",
    p={"evaluationRun": "The stored run with its aggregate scores and links to its datasets and experiment."},
    ex={"evaluationRun": c(EVALUATION_RUN)},
)

SCHEMAS[W + "EvaluationRun"] = dict(
    d="A stored evaluation: which data was scored, with which metrics, and the aggregate results. Created by Evaluate Dataset and Evaluate Run; per-row scores are kept in the result dataset.",
    p={
        "id": "Unique identifier of the run, prefixed `run_`. Set by the server.",
        "name": "Display name of the run, shown in run lists and in experiment comparisons.",
        "createdAt": "When the run was recorded, as an " + RFC3339 + ". Set by the server.",
        "creatorId": "User who started the run. Set by the server.",
        "projectId": "Project the run belongs to.",
        "resultDatasetId": "Dataset holding the scored rows: the original columns plus one score column per metric. Set by the server.",
        "sourceDatasetId": "Dataset that was scored, when the run came from Evaluate Dataset. Absent for runs made from inline examples.",
        "experimentId": "Experiment the run is part of. Absent for ad hoc runs.",
        "experimentName": "Name of that experiment, copied here for display. Set by the server.",
        "metadata": "Notes the caller attached when starting the run.",
        "aggregateMetrics": "One summary score per metric across all rows of the run.",
        "runType": "Whether the run stands alone or belongs to an experiment. " + RUN_TYPE,
        "numRows": "Number of rows or examples that were scored in the run.",
    },
    ro=["id", "createdAt", "creatorId", "resultDatasetId", "experimentName"],
    ex=c(EVALUATION_RUN),
)

SCHEMAS[W + "MetricAggregate"] = dict(
    d="A metric's summary over all rows of a run.",
    p={
        "metric": "The metric being summarised.",
        "aggregateMethod": "How the row scores were combined into `score`. " + AGG_METHOD,
        "score": "The combined score: between 0 and 1 for averages, up to the row count for sums.",
    },
    ex=c(AGGREGATES[0]),
)

SCHEMAS[W + "ListEvaluationRunsRequest"] = dict(
    d="Body of a List Evaluation Runs call, with optional filters and page controls.",
    p={
        "filters": "Narrows the run list by text, project, run type, experiment or time.",
        "pageIndex": "Which page of evaluation runs to return, counting from 0.",
        "pageSize": "How many evaluation runs to return per page, at least 1.",
    },
    ex={
        "filters": {"projectId": PROJECT_ID, "experimentId": EXPERIMENT_ID, "runType": "EVALUATION_RUN_TYPE_EXPERIMENT"},
        "pageIndex": 0,
        "pageSize": 20,
    },
)

SCHEMAS[W + "ListEvaluationRunsRequestFilters"] = dict(
    d="Filters for List Evaluation Runs; the conditions you set are combined.",
    p={
        "query": "Text to look for in run names.",
        "projectId": "Only return runs stored in this project.",
        "runType": "Only return runs of this type. " + RUN_TYPE,
        "experimentId": "Only return runs recorded in this experiment.",
        "startTime": "Only return runs created at or after this " + RFC3339 + ".",
        "endTime": "Only return runs created before this " + RFC3339 + ".",
    },
    ex={
        "projectId": PROJECT_ID,
        "runType": "EVALUATION_RUN_TYPE_EXPERIMENT",
        "startTime": "2026-11-01T00:00:00Z",
        "endTime": "2026-12-01T00:00:00Z",
    },
)

SCHEMAS[W + "ListEvaluationRunsResponse"] = dict(
    d="Answer to List Evaluation Runs: one page of runs and the total that match.",
    p={
        "evaluationRuns": "The requested page of runs, newest first.",
        "totalCount": "Number of runs that match the filters across all pages; use it with `pageSize` to work out the page count.",
    },
    ex={"evaluationRuns": [c(EVALUATION_RUN)], "totalCount": 1},
)

SCHEMAS[W + "DeleteEvaluationRunRequest"] = dict(
    d="Body of a Delete Evaluation Run call: the id of the run to remove.",
    p={"id": "Evaluation run to delete permanently."},
    ex={"id": RUN_ID},
)

SCHEMAS[W + "DeleteEvaluationRunResponse"] = dict(
    d="Answer to Delete Evaluation Run: the id of the removed run.",
    p={"id": "Identifier of the evaluation run that was deleted, echoed back."},
    ex={"id": RUN_ID},
)

SCHEMAS[W + "ListMetricsRequest"] = dict(
    d="Body of a List Metrics call. It takes no fields: send `{}`.",
    p={},
    ex={},
)

SCHEMAS[W + "ListMetricsResponse"] = dict(
    d="Answer to List Metrics: the built-in and fine-tuned metrics available to you.",
    p={"metrics": "Every metric you can evaluate with: the built-in metrics followed by the fine-tuned metrics you have access to."},
    ex={"metrics": [c(METRIC_FAITHFULNESS_FULL), c(METRIC_RELEVANCE_FULL), c(METRIC_TOXICITY_FULL), c(METRIC_FINE_TUNED)]},
)

SCHEMAS[W + "GetMetricRequest"] = dict(
    d="Body of a Get Metric call: the metric to look up, by id or name.",
    p={"metric": "The metric to look up, given by `id` or by `name`."},
    ex={"metric": {"id": FINE_TUNED_METRIC_ID}},
)

SCHEMAS[W + "GetMetricResponse"] = dict(
    d="Answer to Get Metric: the metric with every field filled in.",
    p={"metric": "The metric found, with its description and current deployment status."},
    ex={"metric": c(METRIC_FINE_TUNED)},
)

# ---------------------------------------------------------------- Experiment

SCHEMAS[W + "CreateExperimentRequest"] = dict(
    d="Body of a Create Experiment call: a name, the project and optional description and metadata.",
    p={
        "name": "Name of the new experiment, such as the question it answers (`retriever-top-k`).",
        "description": "What the new experiment compares and why.",
        "projectId": "Project that will hold the experiment and its runs.",
        "metadata": "Your own notes for the new experiment, such as a hypothesis or a ticket reference.",
    },
    ex={
        "name": EXPERIMENT["name"],
        "description": EXPERIMENT["description"],
        "projectId": PROJECT_ID,
        "metadata": c(EXPERIMENT_METADATA),
    },
)

SCHEMAS[W + "CreateExperimentResponse"] = dict(
    d="Answer to Create Experiment: the stored experiment with its new id.",
    p={"experiment": "The experiment just created. Pass its `id` as `experimentId` when you evaluate."},
    ex={"experiment": dict(c(EXPERIMENT), updatedAt="2026-11-03T14:02:10Z")},
)

SCHEMAS[W + "Experiment"] = dict(
    d="A named group of evaluation runs that answer one question, so their scores can be compared side by side.",
    p={
        "id": "Unique identifier of the experiment, prefixed `exp_`. Set by the server.",
        "createdAt": "When the experiment was created, as an " + RFC3339 + ". Set by the server.",
        "updatedAt": "When the experiment last changed, including when a run was added, as an " + RFC3339 + ". Set by the server.",
        "creatorId": "User who created the experiment. Set by the server.",
        "name": "Display name of the experiment.",
        "description": "Longer explanation of what the experiment compares.",
        "projectId": "Project the experiment lives in.",
        "metadata": "Notes stored with the experiment.",
    },
    ro=["id", "createdAt", "updatedAt", "creatorId"],
    ex=c(EXPERIMENT),
)

SCHEMAS[W + "GetExperimentRequest"] = dict(
    d="Body of a Get Experiment call: the id of the experiment to read.",
    p={"id": "Identifier of the experiment to read, prefixed `exp_`."},
    ex={"id": EXPERIMENT_ID},
)

SCHEMAS[W + "GetExperimentResponse"] = dict(
    d="Answer to Get Experiment: the experiment record.",
    p={"experiment": "The requested experiment. List its runs with List Evaluation Runs filtered by `experimentId`."},
    ex={"experiment": c(EXPERIMENT)},
)

SCHEMAS[W + "ListExperimentsRequest"] = dict(
    d="Body of a List Experiments call: optional filters and page controls.",
    p={
        "filters": "Narrows the experiment list by text or project.",
        "pageIndex": "Which page of experiments to return, counting from 0.",
        "pageSize": "How many experiments to return per page, at least 1.",
    },
    ex={"filters": {"projectId": PROJECT_ID}, "pageIndex": 0, "pageSize": 20},
)

SCHEMAS[W + "ListExperimentsRequestFilters"] = dict(
    d="Filters for List Experiments; the conditions you set are combined.",
    p={
        "query": "Text to look for in experiment names and descriptions.",
        "projectId": "Only return experiments in this project.",
    },
    ex={"query": "retriever", "projectId": PROJECT_ID},
)

SCHEMAS[W + "ListExperimentsResponse"] = dict(
    d="Answer to List Experiments: one page of experiments and the total that match.",
    p={
        "experiments": "The requested page of experiments.",
        "totalCount": "Number of experiments that match the filters across all pages.",
    },
    ex={"experiments": [c(EXPERIMENT)], "totalCount": 1},
)

SCHEMAS[W + "DeleteExperimentRequest"] = dict(
    d="Body of a Delete Experiment call: the id of the experiment to remove.",
    p={"id": "Experiment to delete."},
    ex={"id": EXPERIMENT_ID},
)

SCHEMAS[W + "DeleteExperimentResponse"] = dict(
    d="Answer to Delete Experiment: the id of the removed experiment.",
    p={"id": "Identifier of the experiment that was deleted, echoed back."},
    ex={"id": EXPERIMENT_ID},
)

# ---------------------------------------------------------------- Fine Tune Job

SCHEMAS[W + "CreateFineTuneJobRequest"] = dict(
    d="Body of a Create Fine Tune Job call: the training configuration to store.",
    p={"fineTuneJobConfig": "What to train: the base model, the train and test datasets and the columns to learn from."},
    ex={"fineTuneJobConfig": c(FINE_TUNE_CONFIG)},
)

SCHEMAS[M + "FineTuneJobConfig"] = dict(
    d="Training settings of a fine-tune job. The train and test datasets should share the selected columns and carry a label for each row (see pseudo-labelling).",
    p={
        "name": "Name of the fine-tune job, such as `support-answer-grounding`; the fine-tuned metric it produces takes the same name.",
        "description": "What the fine-tuned evaluator is meant to judge.",
        "baselineModelId": "Base model to start from, as listed by List Base Models, prefixed `mdl_`.",
        "trainDatasetId": "Labelled dataset the model learns from.",
        "testDatasetId": "Labelled dataset held back to measure accuracy after each epoch; keep it separate from the training rows.",
        "selectedColumns": "Columns of the datasets fed to the model, typically `input`, `output` and `ground_truth`.",
    },
    ex=c(FINE_TUNE_CONFIG),
)

SCHEMAS[W + "CreateFineTuneJobResponse"] = dict(
    d="Answer to Create Fine Tune Job: the id of the stored, not yet started job.",
    p={"jobId": "Identifier of the job just stored, prefixed `ftj_`. The job does not train until you submit it."},
    ex={"jobId": FINE_TUNE_JOB_ID},
)

SCHEMAS[W + "SubmitFineTuneJobRequest"] = dict(
    d="Body of a Submit Fine Tune Job call: the job id and its configuration.",
    p={
        "jobId": "Fine-tune job to start, as returned by Create Fine Tune Job.",
        "fineTuneJobConfig": "The job's configuration, sent again; it becomes the configuration the training uses.",
    },
    ex={"jobId": FINE_TUNE_JOB_ID, "fineTuneJobConfig": c(FINE_TUNE_CONFIG)},
)

SCHEMAS[W + "SubmitFineTuneJobResponse"] = dict(
    d="Answer to Submit Fine Tune Job: the id of the job that is now queued.",
    p={"jobId": "Identifier of the fine-tune job now queued for training; poll its status with it."},
    ex={"jobId": FINE_TUNE_JOB_ID},
)

SCHEMAS[W + "GetFineTuneJobRequest"] = dict(
    d="Body of a Get Fine Tune Job call: the id of the job to read.",
    p={"jobId": "Fine-tune job to read in full."},
    ex={"jobId": FINE_TUNE_JOB_ID},
)

SCHEMAS[W + "GetFineTuneJobResponse"] = dict(
    d="Answer to Get Fine Tune Job: the complete job record.",
    p={"job": "The whole job record: configuration, status and results."},
    ex={"job": c(FINE_TUNE_JOB)},
)

SCHEMAS[M + "FineTuneJob"] = dict(
    d="A fine-tuning job that trains an alBERTa-family evaluator on your labelled data.",
    p={
        "id": "Unique identifier of the job, prefixed `ftj_`. Set by the server.",
        "createdAt": "When the job was created, as an " + RFC3339 + ". Set by the server.",
        "updatedAt": "When the job's status or results last changed, as an " + RFC3339 + ". Set by the server.",
        "name": "Display name of the fine-tune job, taken from its configuration.",
        "description": "Description of the fine-tune job, taken from its configuration.",
        "status": "Lifecycle state of the training. Set by the server. " + JOB_STATUS,
        "config": "The configuration the job trains with.",
        "result": "Training progress so far and, once finished, the trained model file. Set by the server.",
    },
    ro=["id", "createdAt", "updatedAt", "status", "result"],
    ex=c(FINE_TUNE_JOB),
)

SCHEMAS[M + "FineTuneJobResult"] = dict(
    d="What a fine-tune job has produced so far.",
    p={
        "progress": "One progress record per completed epoch, oldest first. Empty until the first epoch ends.",
        "trainedModelFile": "The stored weights of the trained model, present once the job has completed.",
        "resultUrl": "Link to a report of the training results, when one is published.",
    },
    ex=c(FINE_TUNE_RESULT),
)

SCHEMAS[M + "TrainingProgress"] = dict(
    d="A snapshot of training, taken at the end of an epoch.",
    p={
        "jobId": "Fine-tune job the snapshot belongs to.",
        "epoch": "Number of the epoch just finished, starting at 1.",
        "loss": "Training loss at the end of the epoch, 0 or more; lower is better.",
        "accuracy": "Share of test-dataset rows the model labelled correctly, from 0 to 1.",
        "progress": "Fraction of the planned training completed, from 0 to 1.",
        "timestamp": "When the snapshot was taken, as an " + RFC3339 + ".",
    },
    ex=c(PROGRESS[0]),
)

SCHEMAS[M + "ModelFile"] = dict(
    d="A stored file of model weights, such as the output of a fine-tune job.",
    p={
        "id": "Identifier of the stored weights file. Set by the server.",
        "createdAt": "When the weights file was written, as an " + RFC3339 + ". Set by the server.",
        "updatedAt": "When the weights file record last changed, as an " + RFC3339 + ". Set by the server.",
        "modelId": "Model these weights belong to, prefixed `mdl_`.",
        "contentMd5Hash": "MD5 checksum of the file's bytes as 32 hexadecimal characters, for checking a download. Set by the server.",
        "fileSizeBytes": "Size of the weights file in bytes. Set by the server.",
    },
    ro=["id", "createdAt", "updatedAt", "contentMd5Hash", "fileSizeBytes"],
    ex=c(MODEL_FILE),
)

SCHEMAS[W + "GetFineTuneJobStatusRequest"] = dict(
    d="Body of a Get Fine Tune Job Status call: the id of the job to poll.",
    p={"jobId": "Fine-tune job whose status you are polling."},
    ex={"jobId": FINE_TUNE_JOB_ID},
)

SCHEMAS[W + "GetFineTuneJobStatusResponse"] = dict(
    d="Answer to Get Fine Tune Job Status: the state and the progress records, without the configuration.",
    p={
        "status": "Current state of the polled fine-tune job; stop polling once it is completed, cancelled or failed. " + JOB_STATUS,
        "fineTuneJobResult": "Epoch-by-epoch progress of the polled job and, once it completes, the trained model file.",
    },
    ex={
        "status": "JOB_STATUS_RUNNING",
        "fineTuneJobResult": {"progress": [c(PROGRESS[0]), c(PROGRESS[1])]},
    },
)

SCHEMAS[W + "ListFineTuneJobsRequest"] = dict(
    d="Body of a List Fine Tune Jobs call. Send `{}` to list all your jobs.",
    p={"filters": "Narrows the job list by text or status."},
    ex={"filters": {"status": "JOB_STATUS_COMPLETED"}},
)

SCHEMAS[W + "ListFineTuneJobsRequestFilters"] = dict(
    d="Filters for List Fine Tune Jobs; the conditions you set are combined.",
    p={
        "query": "Text to look for in fine-tune job names and descriptions.",
        "status": "Only return fine-tune jobs currently in this state. " + JOB_STATUS,
    },
    ex={"query": "support", "status": "JOB_STATUS_COMPLETED"},
)

SCHEMAS[W + "ListFineTuneJobsResponse"] = dict(
    d="Answer to List Fine Tune Jobs: the matching jobs and how many there are.",
    p={
        "jobs": "Fine-tune jobs that match the filters.",
        "totalCount": "Number of fine-tune jobs that match the filters.",
    },
    ex={"jobs": [c(FINE_TUNE_JOB)], "totalCount": 1},
)

SCHEMAS[W + "ListBaseModelsRequest"] = dict(
    d="Body of a List Base Models call. It takes no fields: send `{}`.",
    p={},
    ex={},
)

SCHEMAS[W + "ListBaseModelsResponse"] = dict(
    d="Answer to List Base Models: the models a fine-tune job can start from.",
    p={"models": "Base models you can fine-tune from, with their architecture and the metric each was trained for."},
    ex={"models": [c(BASE_MODEL), c(BASE_MODEL_LC)]},
)

SCHEMAS[M + "Model"] = dict(
    d="An evaluator model known to AutoEval: a base model you can fine-tune, or a model produced by fine-tuning.",
    p={
        "id": "Unique identifier of the model, prefixed `mdl_`. Set by the server.",
        "createdAt": "When the model was registered, as an " + RFC3339 + ". Set by the server.",
        "updatedAt": "When the model record last changed, as an " + RFC3339 + ". Set by the server.",
        "deletedAt": "When the model was removed, as an " + RFC3339 + "; absent for models in use. Set by the server.",
        "userId": "User who owns the model; absent for the base models AutoEval provides.",
        "metricBaseModel": "The architecture of the model and the metric it evaluates.",
        "modelCard": "Descriptive card of the model (name, purpose, deployment state, training summary), when one exists.",
    },
    ro=["id", "createdAt", "updatedAt", "deletedAt"],
    ex=c(BASE_MODEL),
)

SCHEMAS[M + "MetricBaseModel"] = dict(
    d="Links a model to its architecture and to the evaluation task it is trained for.",
    p={
        "id": "Identifier of this architecture-and-metric record.",
        "modelId": "Model this record describes.",
        "baseModelArchitecture": "Neural architecture of the model. " + ARCHITECTURE,
        "baseEvaluationMetric": "Evaluation task the model was trained for. " + BASE_METRIC,
    },
    ex=c(BASE_MODEL["metricBaseModel"]),
)

SCHEMAS[M + "ModelCard"] = dict(
    d="The descriptive card of a model: what it is for, how it was trained and whether it is deployed.",
    p={
        "modelId": "Model the card describes.",
        "name": "Display name of the model.",
        "description": "Summary of what the model judges and what it was trained from.",
        "deploymentStatus": "Whether the model currently serves evaluation requests. " + DEPLOYMENT,
        "createdAt": "When the card was created, as an " + RFC3339 + ".",
        "updatedAt": "When the card last changed, for example after a deployment change, as an " + RFC3339 + ".",
        "modelSize": "Size of the model as a number of parameters.",
        "purpose": "Intended use of the model, in a sentence.",
        "trainingProgress": "The final training snapshot of the model: last epoch, loss and accuracy.",
        "baseModelArchitecture": "Architecture the carded model is built on. " + ARCHITECTURE,
        "baseEvaluationMetric": "Evaluation task the carded model performs. " + BASE_METRIC,
        "values": "Extra facts about the model as string pairs, such as training row counts or test scores.",
        "tags": "Labels for finding the model, such as `support` or `faithfulness`.",
        "columns": "Dataset columns the model reads when it scores, in order.",
    },
    ex=c(MODEL_CARD),
)

SCHEMAS[M + "ModelCard.ValuesEntry"] = dict(
    d="One entry of a model card's `values` map, written as a key and a value. The map itself is sent as a JSON object.",
    p={
        "key": "Name of the model fact, such as `testAccuracy`.",
        "value": "The model fact's value, written as a string.",
    },
    ex={"key": "testAccuracy", "value": "0.90"},
)

# ---------------------------------------------------------------- Pseudo Label Job

SCHEMAS[W + "CreatePseudoLabelJobRequest"] = dict(
    d="Body of a Create Pseudo Label Job call: the labelling configuration to store.",
    p={"pseudoLabelJobConfig": "What to label and how: the dataset, its columns, the judge's prompt and the metric the labels are for."},
    ex={"pseudoLabelJobConfig": c(PSEUDO_LABEL_CONFIG)},
)

SCHEMAS[W + "PseudoLabelJobConfig"] = dict(
    d="Settings of a pseudo-labelling job, in which an LLM judge labels each row 1 or 0 against a prompt's criterion.",
    p={
        "name": "Name of the pseudo-labelling job.",
        "description": "What the labels are meant to capture.",
        "datasetId": "Dataset whose rows are labelled.",
        "fewShotDatasetId": "Optional dataset of already-labelled example rows that the judge is shown as guidance (created with `isFewShotExamples`).",
        "activeLabeledDatasetId": "Optional dataset of rows labelled or corrected by people during active labeling (created with `isActiveLabels`); they steer the judge.",
        "selectedColumns": "Columns of the dataset that the judge reads for each row.",
        "promptTemplate": "Prompt the judge applies to every row.",
        "baseEvaluationMetric": "Evaluation task the labels serve, which later decides the fine-tuned metric's type. " + BASE_METRIC,
        "skipActiveLabeling": "When `true`, go straight from the judge's labels to a finished job without a round of human review.",
    },
    ex=c(PSEUDO_LABEL_CONFIG),
)

SCHEMAS[M + "PromptTemplate"] = dict(
    d="A prompt with placeholders for row values, used by the LLM judge.",
    p={
        "id": "Identifier of the prompt template.",
        "template": "The prompt text. Placeholders in double braces, such as `{{input}}`, are replaced with the row's column values.",
    },
    ex=c(PROMPT_TEMPLATE),
)

SCHEMAS[W + "CreatePseudoLabelJobResponse"] = dict(
    d="Answer to Create Pseudo Label Job: the id of the stored, not yet started job.",
    p={"jobId": "Identifier of the stored labelling job, prefixed `plj_`; submit it to start labelling."},
    ex={"jobId": PSEUDO_LABEL_JOB_ID},
)

SCHEMAS[W + "SubmitPseudoLabelJobRequest"] = dict(
    d="Body of a Submit Pseudo Label Job call: the job id and its configuration.",
    p={
        "jobId": "Pseudo-label job to start, as returned by Create Pseudo Label Job.",
        "pseudoLabelJobConfig": "The labelling configuration, sent again; it is the one the job runs with.",
    },
    ex={"jobId": PSEUDO_LABEL_JOB_ID, "pseudoLabelJobConfig": c(PSEUDO_LABEL_CONFIG)},
)

SCHEMAS[W + "SubmitPseudoLabelJobResponse"] = dict(
    d="Answer to Submit Pseudo Label Job: the id of the labelling job that is now queued.",
    p={"jobId": "Identifier of the pseudo-label job now queued; poll Get Pseudo Label Job Status with it."},
    ex={"jobId": PSEUDO_LABEL_JOB_ID},
)

SCHEMAS[W + "GetPseudoLabelJobStatusRequest"] = dict(
    d="Body of a Get Pseudo Label Job Status call: the id of the labelling job to poll.",
    p={"jobId": "Pseudo-label job whose status you are polling."},
    ex={"jobId": PSEUDO_LABEL_JOB_ID},
)

SCHEMAS[W + "GetPseudoLabelJobStatusResponse"] = dict(
    d="Answer to Get Pseudo Label Job Status: the job's state and the configuration it runs with.",
    p={
        "status": "Current state of the labelling job. " + JOB_STATUS,
        "pseudoLabelJobResult": "The configuration the labelling job ran with. The labels themselves are written into the dataset; read them with Get Dataset View.",
    },
    ex={"status": "JOB_STATUS_COMPLETED", "pseudoLabelJobResult": c(PSEUDO_LABEL_CONFIG)},
)

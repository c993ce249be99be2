"""Shared example values: one customer-support RAG story told across every example.

The ids in the first block are the ones CONTRIBUTING.md asks every page to reuse. The
second block holds the few extra ids the story needs (a column, a held-out split, the
scored copy of a run, the trained model, the labelling datasets). Docs pages that show the
same objects reuse these ids and names (openapi/README.md lists them).

Column rule used everywhere: `input` is the customer's question, `output` the assistant's
answer and `ground_truth` the help-centre passages the answer must be supported by.
"""

import copy

# Shared ids (CONTRIBUTING.md)
PROJECT_ID = "prj_7f3a9c2e41"
DATASET_ID = "ds_5b81d0e6a7"
DATASET_FILE_ID = "dsf_0e4c8b2a93"
EXPERIMENT_ID = "exp_2c6e94f1b3"
RUN_ID = "run_9d4a7e3c58"
FINE_TUNE_JOB_ID = "ftj_3e8b1c7d92"
PSEUDO_LABEL_JOB_ID = "plj_6a2f9e4b17"
FINE_TUNED_METRIC_ID = "met_4c7d2a9e61"
MODEL_ID = "mdl_8e1f5b3a24"
USER_ID = "usr_1a9f3c7e55"

# Story-only ids
HOLDOUT_DATASET_ID = "ds_91c4e7b2f0"  # clone of the dataset, used as the test split
FEW_SHOT_DATASET_ID = "ds_e07b4c2f19"  # reviewed rows shown to the LLM judge as examples
ACTIVE_LABELS_DATASET_ID = "ds_91d3a5c6e8"  # rows whose labels people checked
RESULT_DATASET_ID = "ds_e2d7a5c813"  # scored copy written by the evaluation run
TRAINED_MODEL_ID = "mdl_d47b0e2c96"  # the model produced by the fine-tune job
MODEL_FILE_ID = "mf_2b9e6d4a70"
PROMPT_TEMPLATE_ID = "pt_58c1e3a9d7"
COLUMN_IDS = ["col_a1e4c9f203", "col_b2f5d0a314", "col_c3a6e1b425"]
ROW_IDS = ["row_000417", "row_000418"]
USER_ROLE_ID = 4102
TEAMMATE_ROLE_ID = 4117
TEAMMATE_USER_ID = "usr_6d2b8f0a13"
RESOURCE_NAME = "projects/prj_7f3a9c2e41"
DATASET_NAME = "support-answers-2024q4"
VERSION_KEY_BEFORE = "v_000031"
VERSION_KEY_AFTER = "v_000032"

PROMPT_TEXT = (
    "Question from the customer:\n{{input}}\n\n"
    "Help-center passages:\n{{ground_truth}}\n\n"
    "Assistant's answer:\n{{output}}\n\n"
    "Label the answer 1 if every factual statement in it is stated in the passages, "
    "otherwise 0. Reply with 1 or 0."
)


def c(value):
    """Deep copy, so that one fragment can appear in many examples safely."""
    return copy.deepcopy(value)


COLUMNS = [
    {
        "id": COLUMN_IDS[0],
        "createdAt": "2026-11-02T09:15:31Z",
        "updatedAt": "2026-11-02T09:15:31Z",
        "index": 0,
        "literalName": "input",
        "dtype": "DATASET_COLUMN_D_TYPE_STRING",
    },
    {
        "id": COLUMN_IDS[1],
        "createdAt": "2026-11-02T09:15:31Z",
        "updatedAt": "2026-11-02T09:15:31Z",
        "index": 1,
        "literalName": "output",
        "dtype": "DATASET_COLUMN_D_TYPE_STRING",
    },
    {
        "id": COLUMN_IDS[2],
        "createdAt": "2026-11-02T09:15:31Z",
        "updatedAt": "2026-11-02T09:15:31Z",
        "index": 2,
        "literalName": "ground_truth",
        "dtype": "DATASET_COLUMN_D_TYPE_STRING",
    },
]

LABEL_STATE = {
    "labelingStatus": "JOB_STATUS_COMPLETED",
    "promptTemplate": PROMPT_TEXT,
}

DATASET = {
    "id": DATASET_ID,
    "createdAt": "2026-11-02T09:14:03Z",
    "updatedAt": "2026-11-02T11:42:18Z",
    "name": DATASET_NAME,
    "description": "Questions from the Q4 2024 support queue with the assistant's answers and the help-centre passages each answer was based on.",
    "ownerUserId": USER_ID,
    "numRows": 1250,
    "numCols": 3,
    "initializationStatus": "JOB_STATUS_COMPLETED",
    "columns": COLUMNS,
    "labelState": LABEL_STATE,
}

NEW_DATASET = {
    "id": DATASET_ID,
    "createdAt": "2026-11-02T09:14:03Z",
    "updatedAt": "2026-11-02T09:14:03Z",
    "name": DATASET_NAME,
    "description": "Questions from the Q4 2024 support queue with the assistant's answers and the help-centre passages each answer was based on.",
    "ownerUserId": USER_ID,
    "numRows": 0,
    "numCols": 0,
    "initializationStatus": "JOB_STATUS_QUEUED",
    "columns": [],
}

HOLDOUT_DATASET = {
    "id": HOLDOUT_DATASET_ID,
    "createdAt": "2026-11-02T10:05:12Z",
    "updatedAt": "2026-11-02T10:05:31Z",
    "name": "support-answers-2024q4-holdout",
    "description": "Copy of support-answers-2024q4 kept aside as the test split for fine-tuning.",
    "ownerUserId": USER_ID,
    "numRows": 1250,
    "numCols": 3,
    "initializationStatus": "JOB_STATUS_COMPLETED",
    "columns": COLUMNS,
}

PRESIGNED_POST = {
    "url": "https://autoeval-uploads.s3.amazonaws.com/",
    "fields": {
        "key": "datasets/ds_5b81d0e6a7/dsf_0e4c8b2a93/support-answers-2024q4.csv",
        "Content-Type": "text/csv",
        "policy": "eyJleHBpcmF0aW9uIjoiMjAyNi0xMS0wMlQxMDoxNDowM1oifQ==",
        "x-amz-algorithm": "AWS4-HMAC-SHA256",
        "x-amz-credential": "AKIAEXAMPLE/20261102/us-east-1/s3/aws4_request",
        "x-amz-date": "20261102T091603Z",
        "x-amz-signature": "3f1c9a0d5e7b2c4f6a8e0d1b3c5f7a9e2d4c6b8a0f1e3d5c7b9a2e4f6d8c0b1a",
    },
}

STR_VALUE = {"stringValue": "gpt-4o-mini"}

RUN_METADATA = {
    "fields": {
        "generator": {"stringValue": "gpt-4o-mini"},
        "retrieverTopK": {"numberValue": 8},
    }
}

EXPERIMENT_METADATA = {
    "fields": {
        "hypothesis": {"stringValue": "Retrieving 8 passages instead of 4 reduces unsupported answers."},
    }
}

METRIC_FAITHFULNESS = {"name": "FAITHFULNESS"}
METRIC_RELEVANCE = {"name": "RELEVANCE"}

METRIC_FAITHFULNESS_FULL = {
    "name": "FAITHFULNESS",
    "description": "Checks that every claim in the output is supported by the context in ground_truth.",
    "deploymentStatus": "MODEL_DEPLOYMENT_STATUS_ONLINE",
}
METRIC_RELEVANCE_FULL = {
    "name": "RELEVANCE",
    "description": "Checks that the output addresses the question asked in the input.",
    "deploymentStatus": "MODEL_DEPLOYMENT_STATUS_ONLINE",
}
METRIC_TOXICITY_FULL = {
    "name": "TOXICITY",
    "description": "Scores abusive, hateful or otherwise harmful language in the output; higher means more toxic.",
    "deploymentStatus": "MODEL_DEPLOYMENT_STATUS_ONLINE",
}
METRIC_FINE_TUNED = {
    "id": FINE_TUNED_METRIC_ID,
    "name": "support-answer-grounding",
    "description": "Faithfulness evaluator fine-tuned from alBERTa-512 on support-answers-2024q4.",
    "deploymentStatus": "MODEL_DEPLOYMENT_STATUS_ONLINE",
}

AGGREGATES = [
    {"metric": c(METRIC_FAITHFULNESS_FULL), "aggregateMethod": "METRIC_AGGREGATE_METHOD_AVG", "score": 0.87},
    {"metric": c(METRIC_RELEVANCE_FULL), "aggregateMethod": "METRIC_AGGREGATE_METHOD_AVG", "score": 0.91},
]

EVALUATION_RUN = {
    "id": RUN_ID,
    "name": "support-answers-2024q4 top-k 8",
    "createdAt": "2026-11-03T14:20:45Z",
    "creatorId": USER_ID,
    "projectId": PROJECT_ID,
    "resultDatasetId": RESULT_DATASET_ID,
    "sourceDatasetId": DATASET_ID,
    "experimentId": EXPERIMENT_ID,
    "experimentName": "retriever-top-k",
    "metadata": RUN_METADATA,
    "aggregateMetrics": AGGREGATES,
    "runType": "EVALUATION_RUN_TYPE_EXPERIMENT",
    "numRows": 1250,
}

EXPERIMENT = {
    "id": EXPERIMENT_ID,
    "createdAt": "2026-11-03T14:02:10Z",
    "updatedAt": "2026-11-03T14:20:45Z",
    "creatorId": USER_ID,
    "name": "retriever-top-k",
    "description": "Compare answer faithfulness when the retriever returns 4 or 8 passages.",
    "projectId": PROJECT_ID,
    "metadata": EXPERIMENT_METADATA,
}

PROJECT = {
    "id": PROJECT_ID,
    "createdAt": "2026-10-05T08:30:00Z",
    "updatedAt": "2026-11-02T09:14:03Z",
    "creatorId": USER_ID,
    "name": "support-assistant",
    "description": "Evaluators and datasets for the customer-support answer bot.",
}

FINE_TUNE_CONFIG = {
    "name": "support-answer-grounding",
    "description": "alBERTa-512 on support-answers-2024q4, labels from grounded-support-answer v2.",
    "baselineModelId": MODEL_ID,
    "trainDatasetId": DATASET_ID,
    "testDatasetId": HOLDOUT_DATASET_ID,
    "selectedColumns": ["input", "output", "ground_truth"],
}

PROGRESS = [
    {"jobId": FINE_TUNE_JOB_ID, "epoch": 1, "loss": 0.412, "accuracy": 0.81, "progress": 0.33, "timestamp": "2026-11-04T08:21:09Z"},
    {"jobId": FINE_TUNE_JOB_ID, "epoch": 2, "loss": 0.287, "accuracy": 0.87, "progress": 0.67, "timestamp": "2026-11-04T08:40:52Z"},
    {"jobId": FINE_TUNE_JOB_ID, "epoch": 3, "loss": 0.231, "accuracy": 0.9, "progress": 1.0, "timestamp": "2026-11-04T09:00:14Z"},
]

MODEL_FILE = {
    "id": MODEL_FILE_ID,
    "createdAt": "2026-11-04T09:02:30Z",
    "updatedAt": "2026-11-04T09:02:30Z",
    "modelId": TRAINED_MODEL_ID,
    "contentMd5Hash": "9b2f4c7e1a3d5f6b8c0e2a4d6f8b0c1e",
    "fileSizeBytes": 1421873152,
}

FINE_TUNE_RESULT = {"progress": PROGRESS, "trainedModelFile": MODEL_FILE}

FINE_TUNE_JOB = {
    "id": FINE_TUNE_JOB_ID,
    "createdAt": "2026-11-04T08:00:00Z",
    "updatedAt": "2026-11-04T09:02:36Z",
    "name": "support-answer-grounding",
    "description": "alBERTa-512 on support-answers-2024q4, labels from grounded-support-answer v2.",
    "status": "JOB_STATUS_COMPLETED",
    "config": FINE_TUNE_CONFIG,
    "result": FINE_TUNE_RESULT,
}

PROMPT_TEMPLATE = {"id": PROMPT_TEMPLATE_ID, "template": PROMPT_TEXT}

PSEUDO_LABEL_CONFIG = {
    "name": "grounded-support-answer v2",
    "description": "Second pass with reviewed rows as few-shot examples.",
    "datasetId": DATASET_ID,
    "fewShotDatasetId": FEW_SHOT_DATASET_ID,
    "activeLabeledDatasetId": ACTIVE_LABELS_DATASET_ID,
    "selectedColumns": ["input", "output", "ground_truth"],
    "promptTemplate": PROMPT_TEMPLATE,
    "baseEvaluationMetric": "BASE_EVALUATION_METRIC_FAITHFULNESS",
    "skipActiveLabeling": False,
}

BASE_MODEL = {
    "id": MODEL_ID,
    "createdAt": "2025-01-14T00:00:00Z",
    "updatedAt": "2026-09-15T12:00:00Z",
    "metricBaseModel": {
        "id": "mbm_7c3e1a9f50",
        "modelId": MODEL_ID,
        "baseModelArchitecture": "BASE_MODEL_ARCHITECTURE_ALBERTA_XS",
        "baseEvaluationMetric": "BASE_EVALUATION_METRIC_FAITHFULNESS",
    },
}

BASE_MODEL_LC = {
    "id": "mdl_2f6a0c8e71",
    "createdAt": "2025-04-22T00:00:00Z",
    "updatedAt": "2026-09-15T12:00:00Z",
    "metricBaseModel": {
        "id": "mbm_0d4b8e2c16",
        "modelId": "mdl_2f6a0c8e71",
        "baseModelArchitecture": "BASE_MODEL_ARCHITECTURE_ALBERTA_LC",
        "baseEvaluationMetric": "BASE_EVALUATION_METRIC_FAITHFULNESS",
    },
}

MODEL_CARD = {
    "modelId": TRAINED_MODEL_ID,
    "name": "support-answer-grounding",
    "description": "Faithfulness evaluator for support answers, fine-tuned from alBERTa-512.",
    "deploymentStatus": "MODEL_DEPLOYMENT_STATUS_ONLINE",
    "createdAt": "2026-11-04T09:02:30Z",
    "updatedAt": "2026-11-04T09:05:11Z",
    "modelSize": 400000000,
    "purpose": "Score whether support answers stay within the retrieved help-centre passages.",
    "trainingProgress": PROGRESS[2],
    "baseModelArchitecture": "BASE_MODEL_ARCHITECTURE_ALBERTA_XS",
    "baseEvaluationMetric": "BASE_EVALUATION_METRIC_FAITHFULNESS",
    "values": {"trainRows": "1250", "testAccuracy": "0.90"},
    "tags": ["support", "faithfulness"],
    "columns": ["input", "output", "ground_truth"],
}

ROLE_USER = {
    "id": USER_ID,
    "name": "Dana Whitfield",
    "email": "dana.whitfield@example.com",
    "profileImageUrl": "https://images.example.com/avatars/usr_1a9f3c7e55.png",
}

ROLE_TEAMMATE_USER = {
    "id": TEAMMATE_USER_ID,
    "name": "Ravi Menon",
    "email": "ravi.menon@example.com",
}

ROLE = {
    "id": USER_ROLE_ID,
    "name": "user:usr_1a9f3c7e55",
    "displayName": "Dana Whitfield",
    "roleType": "ROLE_TYPE_USER",
    "roleUsers": [ROLE_USER],
    "grantedToRoleIds": [3001],
}

TEAMMATE_ROLE = {
    "id": TEAMMATE_ROLE_ID,
    "name": "user:usr_6d2b8f0a13",
    "displayName": "Ravi Menon",
    "roleType": "ROLE_TYPE_USER",
    "roleUsers": [ROLE_TEAMMATE_USER],
    "grantedToRoleIds": [3001],
}

PROJECT_ADMIN_ROLE = {
    "id": 3001,
    "name": "project:prj_7f3a9c2e41:admin",
    "displayName": "support-assistant admins",
    "roleType": "ROLE_TYPE_PROJECT",
    "roleUsers": [],
    "grantedToRoleIds": [],
}

PERMISSION_READ = {
    "name": "project.read",
    "displayName": "View project",
    "description": "Open the project and read its datasets, runs and experiments.",
}
PERMISSION_WRITE = {
    "name": "project.write",
    "displayName": "Edit project",
    "description": "Create and change datasets, runs, experiments and jobs in the project.",
}
PERMISSION_MEMBERS = {
    "name": "project.manage_members",
    "displayName": "Manage members",
    "description": "Add, remove and re-role the people who belong to the project.",
}

"""Descriptions and examples for the Dataset schemas and the protobuf helper types."""

from story import *  # noqa: F401,F403 (shared example values)
from texts import *  # noqa: F401,F403 (shared enum sentences)

W = "lmai.proto.webserver.v2."
M = "lmai.proto.model_fine_tuning.v1."
D = "lmai.proto.datasets.v2."
G = "google.protobuf."

SCHEMAS = {}

SCHEMAS[W + "CreateDatasetRequest"] = dict(
    d="Body of a Create Dataset call. Every field is optional: the call only registers an empty dataset, and rows arrive later through a file upload or synthetic generation.",
    p={
        "name": "Human-readable name for the new dataset, shown in the console and in dataset lists. A short, unique slug such as `support-answers-2024q4` keeps lists readable.",
        "description": "Free-text note about what the new dataset contains and where its rows came from.",
        "isFewShotExamples": "Marks the new dataset as a set of few-shot examples, the labelled rows an LLM judge is shown while pseudo-labelling another dataset. Defaults to `false`.",
        "isActiveLabels": "Marks the new dataset as a store of actively labelled rows, the labels people confirm or correct during active labeling. Defaults to `false`.",
        "projectId": "Project that will own the new dataset. When left out, the dataset goes to the caller's default project.",
    },
    ex={
        "name": DATASET_NAME,
        "description": DATASET["description"],
        "isFewShotExamples": False,
        "isActiveLabels": False,
        "projectId": PROJECT_ID,
    },
)

SCHEMAS[W + "CreateDatasetResponse"] = dict(
    d="Answer to Create Dataset: the dataset record as it stands right after creation, still without rows or columns.",
    p={"dataset": "The newly registered dataset. Keep its `id`: the upload and evaluation calls that follow all need it."},
    ex={"dataset": c(NEW_DATASET)},
)

SCHEMAS[M + "Dataset"] = dict(
    d="A table of rows stored by AutoEval, typically with `input`, `output` and `ground_truth` columns, used to evaluate, label and fine-tune. Returned by the create, get, list and clone dataset operations.",
    p={
        "id": "Unique identifier of the dataset, prefixed `ds_`. Set by the server.",
        "createdAt": "When the dataset was registered, as an " + RFC3339 + ". Set by the server.",
        "updatedAt": "When the dataset's rows or metadata last changed, as an " + RFC3339 + ". Set by the server.",
        "name": "Display name of the dataset as given at creation or by the latest metadata update.",
        "description": "Optional note kept with the dataset describing its contents.",
        "ownerUserId": "Identifier of the user who owns the dataset, prefixed `usr_`. Set by the server.",
        "numRows": "Number of data rows currently stored, a count of 0 or more. Set by the server.",
        "numCols": "Number of columns detected in the stored file, a count of 0 or more. Set by the server.",
        "initializationStatus": "Progress of loading the dataset's file after an upload is finalized. Set by the server. " + JOB_STATUS,
        "initializationError": "Why loading the file failed, when `initializationStatus` is `JOB_STATUS_FAILED`. Empty otherwise. Set by the server.",
        "columns": "The dataset's columns in file order, with name and inferred type. Empty until a file has been loaded. Set by the server.",
        "labelState": "State of the pseudo-labelling applied to this dataset, present once a labelling job has touched it. Set by the server.",
    },
    ro=["id", "createdAt", "updatedAt", "ownerUserId", "numRows", "numCols", "initializationStatus", "initializationError", "columns", "labelState"],
    ex=c(DATASET),
)

SCHEMAS[G + "Timestamp"] = dict(
    d="Protocol Buffers timestamp: a point in time counted from the Unix epoch (1970-01-01T00:00:00Z). The API itself writes times as RFC 3339 strings; this type is listed for completeness.",
    p={
        "seconds": "Whole seconds elapsed since the Unix epoch, in UTC.",
        "nanos": "Fraction of a second in nanoseconds, from 0 to 999,999,999, added to `seconds`.",
    },
    ex={"seconds": 1793610843, "nanos": 0},
)

SCHEMAS[M + "DatasetColumnInfo"] = dict(
    d="Description of one column of a dataset: its position, its name as found in the uploaded file and the data type AutoEval inferred for it.",
    p={
        "id": "Identifier of this column record. Set by the server.",
        "createdAt": "When the column was first detected, as an " + RFC3339 + ". Set by the server.",
        "updatedAt": "When the column record last changed, for example after a type was re-inferred, as an " + RFC3339 + ". Set by the server.",
        "index": "Zero-based position of the column in the file and in each row's `rowValues`.",
        "literalName": "Column name exactly as it appears in the file header, for example `input`, `output` or `ground_truth`.",
        "dtype": "Data type inferred for the column's cells. " + DTYPE,
    },
    ro=["id", "createdAt", "updatedAt"],
    ex=c(COLUMNS[0]),
)

SCHEMAS[M + "DatasetLabelState"] = dict(
    d="Where pseudo-labelling of a dataset stands: the status of the labelling work, the prompt the LLM judge used and any error.",
    p={
        "labelingStatus": "Progress of the labelling job that writes labels into the dataset. " + JOB_STATUS,
        "promptTemplate": "Text of the prompt template the judge applied to each row to decide between label 1 and label 0.",
        "error": "Explanation of a failed labelling attempt. Empty while labelling is healthy.",
    },
    ex=c(LABEL_STATE),
)

SCHEMAS[W + "UploadDatasetFileRequest"] = dict(
    d="Body of an Upload Dataset File call, the first of the three upload steps.",
    p={"datasetId": "Dataset that will receive the file. Create it first with Create Dataset; the file replaces nothing until the upload is finalized."},
    ex={"datasetId": DATASET_ID},
)

SCHEMAS[W + "UploadDatasetFileResponse"] = dict(
    d="Answer to Upload Dataset File: a presigned form for sending the file straight to object storage.",
    p={"s3PresignedPost": "The form to submit the file with. Send it back unchanged in the Finalize Single Dataset File Upload call once the file is stored."},
    ex={"s3PresignedPost": c(PRESIGNED_POST)},
)

SCHEMAS[W + "S3PresignedPost"] = dict(
    d="A presigned HTTP POST form for object storage. Send a `multipart/form-data` POST to `url` with every entry of `fields` as a form field, followed by the file itself in a field named `file`. The form expires after a short time, so upload promptly.",
    p={
        "url": "Address of the storage bucket that accepts the multipart POST.",
        "fields": "Form fields to copy verbatim into the multipart POST, before the file part: the object key, the signed policy, the signature and related values.",
    },
    ex=c(PRESIGNED_POST),
)

SCHEMAS[W + "S3PresignedPost.FieldsEntry"] = dict(
    d="One entry of the presigned form's `fields` map, written as a key and a value. The map itself is sent as a plain JSON object.",
    p={
        "key": "Name of the form field to include in the upload, such as `policy`.",
        "value": "Value to send for that upload form field, unchanged.",
    },
    ex={"key": "Content-Type", "value": "text/csv"},
)

SCHEMAS[W + "FinalizeSingleDatasetFileUploadRequest"] = dict(
    d="Body of a Finalize Single Dataset File Upload call, the last of the three upload steps.",
    p={
        "datasetId": "Dataset whose upload is being completed; the same id given to Upload Dataset File.",
        "s3PresignedPost": "The presigned form returned by Upload Dataset File, echoed back so the server can find the stored object.",
    },
    ex={"datasetId": DATASET_ID, "s3PresignedPost": c(PRESIGNED_POST)},
)

SCHEMAS[W + "FinalizeSingleDatasetFileUploadResponse"] = dict(
    d="Empty answer to Finalize Single Dataset File Upload. Success means loading has started; follow it with Get Dataset until `initializationStatus` is `JOB_STATUS_COMPLETED`.",
    p={},
    ex={},
)

SCHEMAS[W + "GenerateSyntheticDatasetRequest"] = dict(
    d="Body of a Generate Synthetic Dataset call: which dataset to fill, which upload seeds it and what the generated rows should exercise.",
    p={
        "datasetId": "Dataset that receives the generated rows.",
        "uploadId": "Identifier of a finalized upload whose rows seed the generator; this reference uses the dataset file id of that upload.",
        "config": "Settings for the generator, chiefly the metric the generated rows are meant to test.",
    },
    ex={
        "datasetId": DATASET_ID,
        "uploadId": DATASET_FILE_ID,
        "config": {"baseEvaluationMetric": "BASE_EVALUATION_METRIC_FAITHFULNESS"},
    },
)

SCHEMAS[W + "SyntheticDatasetGenerationConfig"] = dict(
    d="Settings for synthetic data generation.",
    p={"baseEvaluationMetric": "Evaluation task the synthetic rows should cover, which decides what kind of inputs, outputs and references are produced. " + BASE_METRIC},
    ex={"baseEvaluationMetric": "BASE_EVALUATION_METRIC_RELEVANCE"},
)

SCHEMAS[W + "GenerateSyntheticDatasetResponse"] = dict(
    d="Empty answer to Generate Synthetic Dataset, returned once generation is accepted. Generation runs in the background; read the dataset to see rows arrive.",
    p={},
    ex={},
)

SCHEMAS[W + "GetDatasetRequest"] = dict(
    d="Body of a Get Dataset call: the id of the dataset to read.",
    p={"id": "Identifier of the dataset to fetch, prefixed `ds_`."},
    ex={"id": DATASET_ID},
)

SCHEMAS[W + "GetDatasetResponse"] = dict(
    d="Answer to Get Dataset: the dataset record without its rows.",
    p={"dataset": "The requested dataset with its columns, row count, load status and label state."},
    ex={"dataset": c(DATASET)},
)

SCHEMAS[W + "GetDatasetDownloadURLRequest"] = dict(
    d="Body of a Get Dataset Download URL call: the dataset whose file you want.",
    p={"datasetId": "Dataset whose stored file you want to download."},
    ex={"datasetId": DATASET_ID},
)

SCHEMAS[W + "GetDatasetDownloadURLResponse"] = dict(
    d="Answer to Get Dataset Download URL: a temporary link to the dataset's file.",
    p={"downloadUrl": "Short-lived, presigned HTTPS link to the dataset's file. Fetch it with a plain GET and no Authorization header; request a new link once it expires."},
    ex={"downloadUrl": "https://autoeval-uploads.s3.amazonaws.com/datasets/ds_5b81d0e6a7/dsf_0e4c8b2a93/support-answers-2024q4.csv?X-Amz-Expires=900&X-Amz-Signature=5d0c7e2b9a41f3e6"},
)

SCHEMAS[W + "GetDatasetViewRequest"] = dict(
    d="Body of a Get Dataset View call: which file of which dataset to read, and how to page, filter and sort its rows.",
    p={
        "datasetId": "Dataset to read rows from.",
        "datasetFileId": "File of that dataset to read, prefixed `dsf_`; each finalized upload stores its file under the dataset.",
        "after": "Offset paging: skip this many rows before the page starts (0 or more). Leave it out when paging with cursors.",
        "limit": "Largest number of rows to return in this page, at least 1.",
        "previousPageCursor": "Opaque cursor from an earlier view's `previousPageCursor`; pass it to step one page back. Do not build or edit cursors yourself.",
        "nextPageCursor": "Opaque cursor from an earlier view's `nextPageCursor`; pass it to step one page forward.",
        "getLastPage": "When `true`, return the final page of rows instead of the first, which is handy for seeing the newest rows.",
        "useDatasetsService": "Reads the rows through the platform's datasets service rather than the older storage path. Leave it out unless you have a reason to choose the back end.",
        "filters": "Row filters; a row is returned only when it passes every filter in the list. Send an empty list to read all rows.",
        "orderBy": "Name of the column to sort rows by, for example `input`. Rows come in file order when left out.",
        "orderDirection": "Direction for `orderBy`: `asc` for ascending or `desc` for descending.",
    },
    ex={
        "datasetId": DATASET_ID,
        "datasetFileId": DATASET_FILE_ID,
        "limit": 2,
        "filters": [
            {
                "allOf": {
                    "predicates": [
                        {
                            "columnName": "output",
                            "stringCriteria": {"operator": "OPERATOR_CONTAINS", "value": "refund"},
                            "numericCriteria": {"operator": "OPERATOR_UNSPECIFIED", "int64Value": 0, "doubleValue": 0},
                            "stringListCriteria": {"operator": "OPERATOR_UNSPECIFIED", "values": []},
                        }
                    ]
                },
                "anyOf": {"predicates": []},
            }
        ],
        "orderBy": "input",
        "orderDirection": "asc",
    },
)

_PRED_STRING = {
    "columnName": "output",
    "stringCriteria": {"operator": "OPERATOR_CONTAINS", "value": "refund"},
    "numericCriteria": {"operator": "OPERATOR_UNSPECIFIED", "int64Value": 0, "doubleValue": 0},
    "stringListCriteria": {"operator": "OPERATOR_UNSPECIFIED", "values": []},
}
_PRED_INPUT = {
    "columnName": "input",
    "stringCriteria": {"operator": "OPERATOR_STARTS_WITH", "value": "How do I"},
    "numericCriteria": {"operator": "OPERATOR_UNSPECIFIED", "int64Value": 0, "doubleValue": 0},
    "stringListCriteria": {"operator": "OPERATOR_UNSPECIFIED", "values": []},
}

SCHEMAS[D + "DatasetRowFilter"] = dict(
    d="One filter over dataset rows, made of an AND group and an OR group. A row passes when it meets every predicate in `allOf` and at least one predicate in `anyOf`; a group with no predicates imposes no condition.",
    p={
        "allOf": "Predicates that must all hold for a row to pass. Send `{\"predicates\": []}` to skip this group.",
        "anyOf": "Predicates of which at least one must hold for a row to pass. Send `{\"predicates\": []}` to skip this group.",
    },
    ex={"allOf": {"predicates": [c(_PRED_STRING)]}, "anyOf": {"predicates": []}},
)

SCHEMAS[D + "DatasetRowFilter.AllOf"] = dict(
    d="The AND group of a dataset row filter.",
    p={"predicates": "Conditions joined with AND: a row must satisfy each of them."},
    ex={"predicates": [c(_PRED_STRING)]},
)

SCHEMAS[D + "DatasetRowFilter.AnyOf"] = dict(
    d="The OR group of a dataset row filter.",
    p={"predicates": "Conditions joined with OR: a row must satisfy one or more of them."},
    ex={"predicates": [c(_PRED_STRING), c(_PRED_INPUT)]},
)

SCHEMAS[D + "DatasetFieldValuePredicate"] = dict(
    d="A test applied to one column of a row. Use the criteria that match the column's type and give the other two the operator `OPERATOR_UNSPECIFIED` so they do not apply; all three are required by the schema.",
    p={
        "columnName": "Column whose cell is tested, by its literal name, for example `output`.",
        "stringCriteria": "Text test for string columns.",
        "numericCriteria": "Number test for integer and floating-point columns.",
        "stringListCriteria": "Membership test for list-of-strings columns such as tags.",
    },
    ex=c(_PRED_STRING),
)

SCHEMAS[D + "StringCriteria"] = dict(
    d="Compares a text cell with one string. Matching is case-sensitive.",
    p={
        "operator": "How the cell is compared with `value`. " + STRING_OP,
        "value": "The string the text cell is compared with.",
    },
    ex={"operator": "OPERATOR_CONTAINS", "value": "refund"},
)

SCHEMAS[D + "NumericCriteria"] = dict(
    d="Compares a numeric cell with a number. Fill `int64Value` for integer columns and `doubleValue` for floating-point columns; the other may be 0.",
    p={
        "operator": "How the numeric cell is compared with the given number. " + NUMERIC_OP,
        "int64Value": "Integer to compare with, used for `DATASET_COLUMN_D_TYPE_INT32` and `DATASET_COLUMN_D_TYPE_INT64` columns.",
        "doubleValue": "Floating-point number to compare with, used for `DATASET_COLUMN_D_TYPE_FLOAT32` and `DATASET_COLUMN_D_TYPE_FLOAT64` columns, such as a score between 0 and 1.",
    },
    ex={"operator": "OPERATOR_LESS_THAN", "int64Value": 0, "doubleValue": 0.5},
)

SCHEMAS[D + "StringListCriteria"] = dict(
    d="Compares a list-of-strings cell with a set of strings.",
    p={
        "operator": "How the cell's list is compared with `values`. " + LIST_OP,
        "values": "The strings to look for in the cell's list.",
    },
    ex={"operator": "OPERATOR_HAS_ANY", "values": ["billing", "refunds"]},
)

_ROWS = [
    {
        "id": ROW_IDS[0],
        "rowValues": [
            {"stringValue": "What is the refund window?"},
            {"stringValue": "You can return items within 30 days."},
            {"stringValue": "Refunds are accepted for 30 days after delivery."},
        ],
    },
    {
        "id": ROW_IDS[1],
        "rowValues": [
            {"stringValue": "How long does a refund take?"},
            {"stringValue": "Your refund arrives instantly as store credit."},
            {"stringValue": "Refunds go back to the original card in 5 to 7 business days."},
        ],
    },
]

_VIEW = {"numRows": 1250, "numCols": 3, "data": _ROWS, "columns": COLUMNS}

SCHEMAS[W + "GetDatasetViewResponse"] = dict(
    d="Answer to Get Dataset View: one page of rows plus the cursors and version key needed to continue.",
    p={
        "datasetId": "Dataset the returned page was read from.",
        "datasetFileId": "File the returned page was read from.",
        "datasetView": "The page itself: its rows and column descriptions.",
        "previousPageCursor": "Cursor for the page before this one. Absent on the first page.",
        "nextPageCursor": "Cursor for the page after this one. Absent on the last page.",
        "datasetVersionKey": "Version of the dataset the page reflects. Pass it to Update Dataset Row so your edit applies to the version you read.",
    },
    ex={
        "datasetId": DATASET_ID,
        "datasetFileId": DATASET_FILE_ID,
        "datasetView": c(_VIEW),
        "nextPageCursor": "eyJyb3ciOiJyb3dfMDAwNDE4In0",
        "datasetVersionKey": VERSION_KEY_BEFORE,
    },
)

SCHEMAS[M + "DatasetView"] = dict(
    d="A window onto a dataset's rows, as returned by Get Dataset View.",
    p={
        "numRows": "Total number of rows in the dataset file the view reads from, not only the rows of this page.",
        "numCols": "Number of columns in the dataset file the view reads from.",
        "data": "The rows of the page, in the requested order.",
        "columns": "Column descriptions for the page; a row's `rowValues` follow this order.",
    },
    ex=c(_VIEW),
)

SCHEMAS[M + "DataRow"] = dict(
    d="One row of a dataset view.",
    p={
        "id": "Stable identifier of the row. Give it to Update Dataset Row to edit this row.",
        "rowValues": "The row's cells, one per column in the order of the view's `columns`. Each cell is an object holding a typed value such as `stringValue` or `numberValue`.",
    },
    ex=c(_ROWS[0]),
)

SCHEMAS[G + "Value"] = dict(
    d="A dynamically typed value, as Protocol Buffers models JSON: exactly one of `stringValue`, `numberValue`, `boolValue`, `structValue`, `listValue` or `nullValue`. Used for dataset cells, row edits and metadata entries.",
    p={},
    ex=c(STR_VALUE),
)

SCHEMAS[G + "Struct"] = dict(
    d="A free-form record of named values, used for metadata on runs and experiments. Keys are your own; values are typed values.",
    p={"fields": "The record's entries: each key is a name you choose and each value a typed value such as `{\"stringValue\": \"gpt-4o-mini\"}`."},
    ex=c(RUN_METADATA),
)

SCHEMAS[G + "Struct.FieldsEntry"] = dict(
    d="One entry of a Struct's `fields` map, written as a key and a value. The map itself is sent as a JSON object.",
    p={
        "key": "Name of the metadata entry, such as `generator`.",
        "value": "Typed value stored under that metadata name.",
    },
    ex={"key": "generator", "value": {"stringValue": "gpt-4o-mini"}},
)

SCHEMAS[G + "ListValue"] = dict(
    d="An ordered list of typed values, the list form of a dynamically typed value.",
    p={"values": "The list's elements in order, each a typed value."},
    ex={"values": [{"stringValue": "billing"}, {"stringValue": "refunds"}]},
)

SCHEMAS[W + "ListDatasetsRequest"] = dict(
    d="Body of a List Datasets call. Send `{}` to list every dataset you can see.",
    p={"filters": "Narrows the dataset list by text or by project."},
    ex={"filters": {"query": "support", "projectId": PROJECT_ID}},
)

SCHEMAS[W + "ListDatasetsRequestFilters"] = dict(
    d="Filters for List Datasets; the conditions you set are combined.",
    p={
        "query": "Text to look for in dataset names and descriptions.",
        "projectId": "Only return datasets that belong to this project.",
    },
    ex={"query": "support", "projectId": PROJECT_ID},
)

SCHEMAS[W + "ListDatasetsResponse"] = dict(
    d="Answer to List Datasets: the matching datasets and how many there are.",
    p={
        "datasets": "Datasets that match the filters and that you are allowed to see.",
        "totalCount": "How many datasets match the filters in total, 0 or more.",
    },
    ex={"datasets": [c(DATASET), c(HOLDOUT_DATASET)], "totalCount": 2},
)

SCHEMAS[W + "CloneDatasetRequest"] = dict(
    d="Body of a Clone Dataset call: which dataset to copy and how to name the copy.",
    p={
        "datasetId": "Dataset to copy. Its rows, columns and labels are copied; the original stays unchanged.",
        "name": "Name for the copy. When left out, the server derives one from the original's name.",
        "description": "Description for the copy. When left out, the original's description is kept.",
        "projectId": "Project to place the copy in, which may differ from the original's project if you can contribute to both. Defaults to the original's project.",
    },
    ex={
        "datasetId": DATASET_ID,
        "name": HOLDOUT_DATASET["name"],
        "description": HOLDOUT_DATASET["description"],
        "projectId": PROJECT_ID,
    },
)

SCHEMAS[W + "CloneDatasetResponse"] = dict(
    d="Answer to Clone Dataset: the record of the new copy.",
    p={"dataset": "The copy, with its own new `id`."},
    ex={"dataset": c(HOLDOUT_DATASET)},
)

SCHEMAS[W + "ArchiveDatasetRequest"] = dict(
    d="Body of an Archive Dataset call: the id of the dataset to archive.",
    p={"id": "Dataset to archive. Evaluation runs that used it keep their results."},
    ex={"id": HOLDOUT_DATASET_ID},
)

SCHEMAS[W + "ArchiveDatasetResponse"] = dict(
    d="Answer to Archive Dataset: whether the dataset is now archived.",
    p={"success": "`true` when the dataset is now archived and hidden from dataset lists."},
    ex={"success": True},
)

SCHEMAS[W + "UpdateDatasetRowRequest"] = dict(
    d="Body of an Update Dataset Row call: the row to change, the new cell values and the version you read.",
    p={
        "id": "Dataset that holds the row being edited.",
        "rowId": "Row to edit, as returned in a dataset view's `data[].id`.",
        "fieldUpdates": "New cell values keyed by column name. Only the named columns change; each value is a typed value such as `{\"stringValue\": \"...\"}`.",
        "datasetVersionKey": "The `datasetVersionKey` from the view you read the row in. If the dataset changed since, the update is refused and you should re-read the row.",
    },
    ex={
        "id": DATASET_ID,
        "rowId": ROW_IDS[1],
        "fieldUpdates": {"ground_truth": {"stringValue": "Refunds reach the original card within 5 to 7 business days; store credit is never issued automatically."}},
        "datasetVersionKey": VERSION_KEY_BEFORE,
    },
)

SCHEMAS[W + "UpdateDatasetRowRequest.FieldUpdatesEntry"] = dict(
    d="One entry of the `fieldUpdates` map in Update Dataset Row, written as a key and a value. The map itself is sent as a JSON object.",
    p={
        "key": "Name of the column whose cell is replaced.",
        "value": "New typed value for that column's cell.",
    },
    ex={"key": "ground_truth", "value": {"stringValue": "Refunds reach the original card within 5 to 7 business days."}},
)

SCHEMAS[W + "UpdateDatasetRowResponse"] = dict(
    d="Answer to Update Dataset Row: the edited row's id and the dataset's new version key.",
    p={
        "rowId": "The row that was changed.",
        "datasetVersionKey": "New version key of the dataset after this edit; use it for your next row update.",
    },
    ex={"rowId": ROW_IDS[1], "datasetVersionKey": VERSION_KEY_AFTER},
)

SCHEMAS[W + "UpdateDatasetMetadataRequest"] = dict(
    d="Body of an Update Dataset Metadata call. Only the fields you send change.",
    p={
        "id": "Dataset whose name or description changes.",
        "name": "New display name for the dataset.",
        "description": "New description for the dataset; send an empty string to clear it.",
    },
    ex={
        "id": DATASET_ID,
        "description": "Q4 2024 support questions, assistant answers and help-centre passages; the passage of row 418 corrected on 2026-11-02.",
    },
)

SCHEMAS[W + "UpdateDatasetMetadataResponse"] = dict(
    d="Answer to Update Dataset Metadata: whether the new name or description was saved.",
    p={"success": "`true` when the new name or description has been saved."},
    ex={"success": True},
)

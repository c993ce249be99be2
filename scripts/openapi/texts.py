"""Sentences about enums that several schema fields share.

Each field's description starts with its own sentence and then appends one of these, so
that no two descriptions in the document are identical.
"""

JOB_STATUS = (
    "`JOB_STATUS_QUEUED`: accepted and waiting for a worker; "
    "`JOB_STATUS_RUNNING`: in progress; "
    "`JOB_STATUS_COMPLETED`: finished successfully; "
    "`JOB_STATUS_CANCELLED`: stopped before it finished; "
    "`JOB_STATUS_FAILED`: ended with an error; "
    "`JOB_STATUS_UNSPECIFIED`: no status has been recorded."
)

BASE_METRIC = (
    "`BASE_EVALUATION_METRIC_FAITHFULNESS`: is the output supported by the retrieved context in `ground_truth` (hallucination check); "
    "`BASE_EVALUATION_METRIC_RELEVANCE`: does the output address the question in `input`; "
    "`BASE_EVALUATION_METRIC_TOXICITY`: does the output contain harmful or abusive language (a higher score means more toxic); "
    "`BASE_EVALUATION_METRIC_QA`: does the answer agree with the reference answer in `ground_truth` (answer correctness); "
    "`BASE_EVALUATION_METRIC_SUMMARIZATION`: is the output a good summary of the source document in `input`; "
    "`BASE_EVALUATION_METRIC_UNSPECIFIED`: no metric chosen."
)

DEPLOYMENT = (
    "`MODEL_DEPLOYMENT_STATUS_PENDING`: being deployed, not serving yet; "
    "`MODEL_DEPLOYMENT_STATUS_ONLINE`: deployed and answering evaluation requests; "
    "`MODEL_DEPLOYMENT_STATUS_OFFLINE`: not deployed; "
    "`MODEL_DEPLOYMENT_STATUS_PAUSED`: deployment suspended and can be resumed; "
    "`MODEL_DEPLOYMENT_STATUS_UNSPECIFIED`: not reported."
)

ARCHITECTURE = (
    "`BASE_MODEL_ARCHITECTURE_ALBERTA_XS`: alBERTa-512, the compact alBERTa evaluator (512-token context, under 10 ms, the usual base for fine-tuning); "
    "`BASE_MODEL_ARCHITECTURE_ALBERTA_LC`: long-context alBERTa (alBERTa-LC-8k, 8,192-token context, under 400 ms); "
    "`BASE_MODEL_ARCHITECTURE_DEBERTA_V3`: a DeBERTa v3 encoder; "
    "`BASE_MODEL_ARCHITECTURE_ST_SIMILARITY`: a sentence-transformer similarity model; "
    "`BASE_MODEL_ARCHITECTURE_MODERNBERT_BASE` and `BASE_MODEL_ARCHITECTURE_MODERNBERT_LARGE`: ModernBERT encoders in two sizes; "
    "`BASE_MODEL_ARCHITECTURE_MODERNBERT_LARGE_GNN`: the large ModernBERT with a graph-network head; "
    "`BASE_MODEL_ARCHITECTURE_UNSPECIFIED`: not set."
)

RUN_TYPE = (
    "`EVALUATION_RUN_TYPE_ADHOC`: a one-off run that belongs to no experiment; "
    "`EVALUATION_RUN_TYPE_EXPERIMENT`: a run recorded inside an experiment so it can be compared with its siblings; "
    "`EVALUATION_RUN_TYPE_UNSPECIFIED`: no type given."
)

PROJECT_ROLE = (
    "`PROJECT_ROLE_ADMIN`: manages the project, its settings and its members; "
    "`PROJECT_ROLE_MEMBER` and `PROJECT_ROLE_CONTRIBUTOR`: the non-administrative roles, whose exact rights "
    "are the permissions granted to them on the project (see the Resource Permission operations); "
    "`PROJECT_ROLE_UNSPECIFIED`: no role."
)

ROLE_TYPE = (
    "`ROLE_TYPE_USER`: a role that stands for one person; "
    "`ROLE_TYPE_ORGANIZATION`: a role shared by an organization; "
    "`ROLE_TYPE_PROJECT`: a role scoped to one project, such as its administrators; "
    "`ROLE_TYPE_UNSPECIFIED`: not set."
)

DTYPE = (
    "`DATASET_COLUMN_D_TYPE_STRING`: text; "
    "`DATASET_COLUMN_D_TYPE_INT32` and `DATASET_COLUMN_D_TYPE_INT64`: 32-bit and 64-bit integers; "
    "`DATASET_COLUMN_D_TYPE_FLOAT32` and `DATASET_COLUMN_D_TYPE_FLOAT64`: single and double precision numbers; "
    "`DATASET_COLUMN_D_TYPE_BOOLEAN`: true or false; "
    "`DATASET_COLUMN_D_TYPE_BYTES`: raw binary data; "
    "`DATASET_COLUMN_D_TYPE_LIST_OF_STRINGS`: a list of text values, such as tags; "
    "`DATASET_COLUMN_D_TYPE_ANY`: mixed or untyped values; "
    "`DATASET_COLUMN_D_TYPE_UNSPECIFIED`: the type has not been inferred yet."
)

AGG_METHOD = (
    "`METRIC_AGGREGATE_METHOD_AVG`: the mean of the row scores, from 0 to 1; "
    "`METRIC_AGGREGATE_METHOD_SUM`: the total of the row scores, from 0 up to the number of rows; "
    "`METRIC_AGGREGATE_METHOD_UNSPECIFIED`: no method recorded."
)

STRING_OP = (
    "`OPERATOR_EQUALS`: the cell equals `value`; "
    "`OPERATOR_NOT_EQUALS`: it differs from `value`; "
    "`OPERATOR_CONTAINS`: it contains `value` anywhere; "
    "`OPERATOR_STARTS_WITH` / `OPERATOR_ENDS_WITH`: it begins / ends with `value`; "
    "`OPERATOR_UNSPECIFIED`: this text test is not used."
)

NUMERIC_OP = (
    "`OPERATOR_EQUALS` and `OPERATOR_NOT_EQUALS`: equal or not equal; "
    "`OPERATOR_GREATER_THAN`, `OPERATOR_GREATER_THAN_OR_EQUAL`, `OPERATOR_LESS_THAN`, `OPERATOR_LESS_THAN_OR_EQUAL`: "
    "the usual ordered comparisons, with the cell on the left; "
    "`OPERATOR_UNSPECIFIED`: this number test is not used."
)

LIST_OP = (
    "`OPERATOR_HAS_ANY`: the cell's list shares at least one value with `values`; "
    "`OPERATOR_HAS_ALL`: it holds every one of `values`; "
    "`OPERATOR_HAS_NONE`: it holds none of them; "
    "`OPERATOR_UNSPECIFIED`: this list test is not used."
)

RFC3339 = "RFC 3339 timestamp in UTC"

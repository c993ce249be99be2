"""Operation descriptions (Markdown), success-response descriptions and applicable errors.

Keys are the operationIds of the reference structure. `errors` lists the shared error
responses beyond the 400 / 401 / 429 / 500 that every operation gets.
"""

OPS = {}

# ---------------------------------------------------------------- Dataset

OPS["CreateDataset"] = dict(
    ok="The dataset was registered. It has no rows yet and its `initializationStatus` shows that loading has not finished.",
    errors=[403, 404],
    d="""Registers a new, empty dataset in a project and returns its record. A dataset is the table of `input`, `output` and `ground_truth` rows that AutoEval evaluates, labels and fine-tunes on; this call only reserves the record and its id.

**Next steps.** Fill the dataset with a file in three calls (Upload Dataset File, a POST of the file to the presigned form, then Finalize Single Dataset File Upload), or let AutoEval write rows with Generate Synthetic Dataset. Set `isFewShotExamples` or `isActiveLabels` when the dataset is meant to hold examples or human labels for pseudo-labelling.

**Errors.** `400` when a field has the wrong type; `403` when you may not add datasets to the chosen project; `404` when `projectId` names no project you can see.

See [datasets](/autoeval/datasets/) for the column conventions and [labeling](/autoeval/labeling/) for the special dataset kinds.
""",
)

OPS["UploadDatasetFile"] = dict(
    ok="A presigned upload form was issued for the dataset. Post the file to it before it expires.",
    errors=[403, 404],
    d="""Starts a file upload into an existing dataset by handing out a presigned POST form for object storage. The file itself never passes through the API.

**The three steps.**

1. Call this operation with the dataset id and keep the returned `s3PresignedPost`.
2. Send a `multipart/form-data` POST to `s3PresignedPost.url` with every entry of `s3PresignedPost.fields` as a form field and the file (for example a CSV with `input`, `output` and, where needed, `ground_truth` columns) as the last field, named `file`. Do not send your API key to the storage URL.
3. Call Finalize Single Dataset File Upload with the same dataset id and form, so AutoEval loads the stored file.

Nothing changes in the dataset until step 3. The form is short-lived; if it expires, ask for a new one.

**Errors.** `403` when you may not change the dataset; `404` when the dataset does not exist or is archived.

See [datasets](/autoeval/datasets/) for accepted file layouts.
""",
)

OPS["FinalizeSingleDatasetFileUpload"] = dict(
    ok="The upload was accepted and loading of the file has started. The body is an empty object.",
    errors=[403, 404],
    d="""Completes a file upload started with Upload Dataset File, after the file has been posted to the presigned form. AutoEval reads the stored object, detects the columns and their types, and loads the rows into the dataset.

**Precondition.** The POST to the storage form must have succeeded (storage answers with a 2xx status). Send the `s3PresignedPost` object exactly as Upload Dataset File returned it.

**What changes.** Loading runs in the background. Poll Get Dataset: `initializationStatus` moves to `JOB_STATUS_COMPLETED` with `numRows`, `numCols` and `columns` filled in, or to `JOB_STATUS_FAILED` with the reason in `initializationError`.

**Errors.** `400` with code `FAILED_PRECONDITION` when no file was found at the form's key (the storage POST was skipped or failed); `403` when you may not change the dataset; `404` when the dataset is unknown.

See [datasets](/autoeval/datasets/) and the [quickstart](/quickstart/) for the whole upload flow.
""",
)

OPS["GenerateSyntheticDataset"] = dict(
    ok="Synthetic generation was accepted and runs in the background. The body is an empty object.",
    errors=[403, 404],
    d="""Asks AutoEval to write synthetic evaluation rows into a dataset, seeded from a finalized upload and shaped for one evaluation task (for example faithfulness or relevance). Use it when you have few real examples and need enough rows to label and fine-tune on.

**Preconditions.** The dataset exists and the seed upload named by `uploadId` has been finalized.

**What changes.** Rows are appended in the background; read the dataset with Get Dataset or Get Dataset View to see them arrive.

**Errors.** `400` when `config.baseEvaluationMetric` is missing or unspecified; `403` when you may not change the dataset; `404` when the dataset or the upload is unknown.

See [datasets](/autoeval/datasets/) and [fine-tuning](/autoeval/fine-tune/).
""",
)

OPS["GetDataset"] = dict(
    ok="The dataset record, including columns, row count, loading status and label state.",
    errors=[403, 404],
    d="""Reads one dataset's record: name, description, owner, row and column counts, the detected columns, loading status and pseudo-label state. It does not return rows; use Get Dataset View for those, or Get Dataset Download URL for the whole file.

Call it after Finalize Single Dataset File Upload to wait for loading to finish, and after a pseudo-label job to check `labelState`. The call changes nothing.

**Errors.** `403` when the dataset is in a project you cannot view; `404` when the id is unknown or the dataset is archived.

See [datasets](/autoeval/datasets/).
""",
)

OPS["GetDatasetDownloadURL"] = dict(
    ok="A short-lived link to download the dataset's file.",
    errors=[403, 404],
    d="""Returns a presigned HTTPS link from which the dataset's stored file can be downloaded with a plain GET. The link expires after a short time and needs no API key, so do not share it widely.

Use it to export a dataset, for instance the scored result dataset of an evaluation run, for analysis elsewhere. The call changes nothing.

**Errors.** `400` with code `FAILED_PRECONDITION` when the dataset has no loaded file yet; `403` when you cannot view the dataset; `404` when it does not exist.

See [datasets](/autoeval/datasets/).
""",
)

OPS["GetDatasetView"] = dict(
    ok="One page of rows with the column descriptions, paging cursors and the dataset's version key.",
    errors=[403, 404],
    d="""Reads rows from a dataset file one page at a time, optionally filtered and sorted. This is how you inspect rows, review labels or find the row ids needed by Update Dataset Row.

**Paging.** Set `limit`, then pass the returned `nextPageCursor` (or `previousPageCursor`) in the next call to move forward or back. `getLastPage` jumps to the end. Treat cursors as opaque.

**Filtering.** Each entry of `filters` combines an `allOf` group (every predicate must hold) and an `anyOf` group (at least one must hold); a row must pass every filter. A predicate tests one column with text operators (`OPERATOR_EQUALS`, `OPERATOR_CONTAINS`, `OPERATOR_STARTS_WITH` and more), numeric comparisons (`OPERATOR_GREATER_THAN` and friends) or list membership (`OPERATOR_HAS_ANY`, `OPERATOR_HAS_ALL`, `OPERATOR_HAS_NONE`). Sort with `orderBy` and `orderDirection`.

Keep the returned `datasetVersionKey` if you plan to edit rows. The call changes nothing.

**Errors.** `400` when a filter names an unknown column or uses an operator that does not fit the column type, or when a cursor is malformed; `403` when you cannot view the dataset; `404` when the dataset or file id is unknown.

See [datasets](/autoeval/datasets/) and [labeling](/autoeval/labeling/).
""",
)

OPS["ListDatasets"] = dict(
    ok="The datasets you can see that match the filters, with the total count.",
    errors=[403, 404],
    d="""Lists the datasets visible to you, optionally narrowed to one project or by a text search on names and descriptions. Archived datasets are left out. The call changes nothing.

Send an empty body (`{}`) to list everything you can see.

**Errors.** `403` when `filters.projectId` names a project you cannot view; `404` when that project does not exist.

See [datasets](/autoeval/datasets/).
""",
)

OPS["CloneDataset"] = dict(
    ok="The copy was created; its record carries a new id.",
    errors=[403, 404],
    d="""Copies a dataset, rows and labels included, into a new dataset with its own id, optionally under a new name and in another project. The original is not touched.

Typical uses: keep a frozen snapshot before editing rows, split off a held-out test set for a fine-tune job, or move a dataset to a team project.

**Errors.** `403` when you cannot view the source or may not add datasets to the target project; `404` when the source dataset or target project does not exist.

See [datasets](/autoeval/datasets/) and [fine-tuning](/autoeval/fine-tune/).
""",
)

OPS["ArchiveDataset"] = dict(
    ok="The dataset is archived.",
    errors=[403, 404],
    d="""Archives a dataset so it no longer appears in lists and can no longer be read, evaluated or edited. Evaluation runs that already used it keep their stored results.

Archive datasets you no longer need instead of leaving them in shared projects.

**Errors.** `403` when you may not change the dataset; `404` when it is unknown or already archived.

See [datasets](/autoeval/datasets/).
""",
)

OPS["UpdateDatasetRow"] = dict(
    ok="The row was changed; the answer carries the dataset's new version key.",
    errors=[403, 404],
    d="""Changes cells of one row, for example to correct a reference answer or a label during review. Only the columns named in `fieldUpdates` change.

**Optimistic concurrency.** Send the `datasetVersionKey` returned by the Get Dataset View call in which you read the row. If someone changed the dataset in the meantime, the update is refused with `400` and code `FAILED_PRECONDITION`: read the row again and retry. A successful update returns the new version key for your next edit.

**Errors.** `400` when a column name is unknown, a value does not fit the column type, or the version key is stale; `403` when you may not change the dataset; `404` when the dataset or row does not exist.

See [labeling](/autoeval/labeling/) and [datasets](/autoeval/datasets/).
""",
)

OPS["UpdateDatasetMetadata"] = dict(
    ok="The dataset's name or description was saved.",
    errors=[403, 404],
    d="""Renames a dataset or changes its description. Fields you leave out keep their values; rows are not affected.

**Errors.** `400` when `name` is an empty string; `403` when you may not change the dataset; `404` when it does not exist.

See [datasets](/autoeval/datasets/).
""",
)

# ---------------------------------------------------------------- Evaluation

OPS["Evaluate"] = dict(
    ok="One score between 0 and 1 per example, in request order, with the metric that produced them.",
    errors=[403, 404],
    d="""Scores a batch of examples with one metric and returns the scores straight away. Nothing is stored: use Evaluate Run or Evaluate Dataset when you want a saved evaluation run.

Send three lists of the same length: `input` (the user's question; for summarization, the source document), `output` (your application's answer or summary) and `groundTruth` (what the output is checked against: the retrieved context for Faithfulness and Relevance, the reference answer for Answer Correctness (`QA`), empty strings for Summarization and Toxicity). Choose the metric by name for a built-in one, for example `FAITHFULNESS`, or by id for a fine-tuned one.

Because it is fast and stateless, this is the call to use for online checks in your application's request path, such as a guardrail that blocks unsupported answers.

**Errors.** `400` when the lists differ in length or the metric is not specified; `403` when the metric or project belongs to someone else; `404` when the metric id or name is unknown; `429` when you send batches faster than your rate limit.

See [metrics](/autoeval/metrics/), [guardrails](/autoeval/guardrails/) and the [quickstart](/quickstart/).
""",
)

OPS["EvaluateDataset"] = dict(
    ok="The dataset was scored and the evaluation run was stored; the answer has its id and the per-row scores of each metric.",
    errors=[403, 404],
    d="""Scores every row of a stored dataset with one or more metrics and saves the result as an evaluation run. The run records the aggregate score of each metric and points to a result dataset that holds the per-row scores.

**Run type.** Pass `experimentId` to record the run in an experiment (`EVALUATION_RUN_TYPE_EXPERIMENT`) so it can be compared with other runs of the same experiment; without it the run is `EVALUATION_RUN_TYPE_ADHOC`. Attach `metadata` such as the model or prompt version that produced the outputs, so runs can be told apart later.

**Preconditions.** The dataset has finished loading and has the columns the metrics need (`input`, `output`, and `ground_truth` with the retrieved context or reference answer for the metrics that read it). Every metric must be deployed (`MODEL_DEPLOYMENT_STATUS_ONLINE`).

**Errors.** `400` when `metrics` is empty or the dataset lacks a required column; `403` when you cannot use the dataset, metric or project; `404` when the dataset, a metric or the experiment does not exist.

See [metrics](/autoeval/metrics/), [experiments](/autoeval/experiments/) and the [RAG guide](/guides/rag-evaluation/).
""",
)

OPS["EvaluateRun"] = dict(
    ok="The inline examples were scored and stored as an evaluation run.",
    errors=[403, 404],
    d="""Scores examples sent in the request body with several metrics and stores the outcome as an evaluation run, just like Evaluate Dataset but without uploading a dataset first. Use it from test suites or CI jobs that generate their examples on the fly.

The three lists `input`, `output` and `groundTruth` must have equal length. Pass `experimentId` to add the run to an experiment; otherwise it is an ad hoc run.

**Errors.** `400` when the lists differ in length or `metrics` is empty; `403` when you cannot use a metric, the project or the experiment; `404` when a metric or the experiment does not exist.

See [experiments](/autoeval/experiments/), [metrics](/autoeval/metrics/) and [calling the API](/sdk/).
""",
)

OPS["GetEvaluationRun"] = dict(
    ok="The stored evaluation run with its aggregate scores.",
    errors=[403, 404],
    d="""Reads one evaluation run: its type, the datasets it used and produced, its experiment, its metadata and the aggregate score of each metric. The per-row scores live in the dataset named by `resultDatasetId`; page through it with Get Dataset View or download it. The call changes nothing.

**Errors.** `403` when the run belongs to a project you cannot view; `404` when the run id is unknown or the run was deleted.

See [experiments](/autoeval/experiments/).
""",
)

OPS["ListEvaluationRuns"] = dict(
    ok="A page of evaluation runs and the total number that match.",
    errors=[403, 404],
    d="""Lists evaluation runs, newest first, with optional filters on project, experiment, run type, creation time and a text search on names. Page through the results with `pageIndex` and `pageSize`. The call changes nothing.

To compare the runs of an experiment, filter by `experimentId` and read each run's `aggregateMetrics`.

**Errors.** `400` when `endTime` is before `startTime`; `403` when a filter names a project you cannot view; `404` when the filtered project or experiment does not exist.

See [experiments](/autoeval/experiments/).
""",
)

OPS["DeleteEvaluationRun"] = dict(
    ok="The evaluation run was deleted; its id is echoed back.",
    errors=[403, 404],
    d="""Deletes an evaluation run permanently. It disappears from lists, experiments and project summaries. The dataset that was scored is not touched.

**Errors.** `403` when you may not change the run's project; `404` when the run does not exist or was already deleted.

See [experiments](/autoeval/experiments/).
""",
)

OPS["ListMetrics"] = dict(
    ok="Every metric available to you, built-in and fine-tuned.",
    errors=[],
    d="""Lists the metrics you can evaluate with: the built-in metrics (such as `FAITHFULNESS`, `RELEVANCE` and `TOXICITY`) and the fine-tuned metrics you have access to, each with its deployment status. The body is an empty object. The call changes nothing.

Use it to find the id of a fine-tuned metric, or to check that a metric is `MODEL_DEPLOYMENT_STATUS_ONLINE` before evaluating.

See [metrics](/autoeval/metrics/) and [models](/autoeval/models/).
""",
)

OPS["GetMetric"] = dict(
    ok="The metric, with its description and deployment status.",
    errors=[404],
    d="""Looks up one metric by id or by name and returns its description and deployment status. The call changes nothing.

Use it after a fine-tune job completes to wait until the new metric is online, before you evaluate with it.

**Errors.** `400` when neither `metric.id` nor `metric.name` is given; `404` when no metric you can access has that id or name.

See [metrics](/autoeval/metrics/) and [fine-tuning](/autoeval/fine-tune/).
""",
)

# ---------------------------------------------------------------- Experiment

OPS["CreateExperiment"] = dict(
    ok="The experiment was created and is ready to receive runs.",
    errors=[403, 404],
    d="""Creates an experiment: a named group of evaluation runs that answer one question, such as which retriever setting or prompt version gives more faithful answers. An experiment holds no scores itself; runs join it when you pass its id as `experimentId` to Evaluate Dataset or Evaluate Run.

**Errors.** `400` when `name` or `projectId` is missing; `403` when you may not add content to the project; `404` when the project does not exist.

See [experiments](/autoeval/experiments/).
""",
)

OPS["GetExperiment"] = dict(
    ok="The requested experiment.",
    errors=[403, 404],
    d="""Reads one experiment's name, description, project and metadata. To see its runs and their scores, call List Evaluation Runs with `filters.experimentId`. The call changes nothing.

**Errors.** `403` when the experiment is in a project you cannot view; `404` when the id is unknown or the experiment was deleted.

See [experiments](/autoeval/experiments/).
""",
)

OPS["ListExperiments"] = dict(
    ok="A page of experiments and the total number that match.",
    errors=[403, 404],
    d="""Lists experiments, optionally in one project or matching a text search, a page at a time with `pageIndex` and `pageSize`. The call changes nothing.

**Errors.** `403` when `filters.projectId` names a project you cannot view; `404` when that project does not exist.

See [experiments](/autoeval/experiments/).
""",
)

OPS["DeleteExperiment"] = dict(
    ok="The experiment was deleted; its id is echoed back.",
    errors=[403, 404],
    d="""Deletes an experiment. It no longer groups runs or appears in lists. Check the runs recorded in it with List Evaluation Runs before deleting, and delete those you no longer need with Delete Evaluation Run.

**Errors.** `403` when you may not change the project; `404` when the experiment does not exist.

See [experiments](/autoeval/experiments/).
""",
)

# ---------------------------------------------------------------- Fine Tune Job

OPS["CreateFineTuneJob"] = dict(
    ok="The job configuration was stored; training has not started.",
    errors=[403, 404],
    d="""Stores the configuration of a fine-tuning job, the first of two steps: the base model to start from, the labelled train and test datasets and the columns to learn from. Nothing trains yet; start the job with Submit Fine Tune Job.

**Preconditions.** Both datasets have finished loading and carry labels, for example from a pseudo-label job. Pick the base model from List Base Models.

**Errors.** `400` when a required field is missing or a selected column is not in both datasets; `403` when you cannot use the datasets; `404` when the base model or a dataset does not exist.

See [fine-tuning](/autoeval/fine-tune/), [labeling](/autoeval/labeling/) and [models](/autoeval/models/).
""",
)

OPS["SubmitFineTuneJob"] = dict(
    ok="The job was queued for training.",
    errors=[403, 404],
    d="""Starts training for a job created with Create Fine Tune Job. The job moves to `JOB_STATUS_QUEUED` and then `JOB_STATUS_RUNNING`; poll Get Fine Tune Job Status for epoch-by-epoch progress until it ends as `JOB_STATUS_COMPLETED`, `JOB_STATUS_FAILED` or `JOB_STATUS_CANCELLED`.

Send the job's configuration again in `fineTuneJobConfig`. When training completes, the trained model becomes a fine-tuned metric you can find with List Metrics. If a Weights & Biases key is saved in the console next to your API keys, training also reports there.

**Errors.** `400` with code `FAILED_PRECONDITION` when the job was already submitted; `403` when you may not run the job; `404` when the job id is unknown; `429` when you call faster than your rate limit allows.

See [fine-tuning](/autoeval/fine-tune/).
""",
)

OPS["GetFineTuneJob"] = dict(
    ok="The fine-tune job's full record.",
    errors=[403, 404],
    d="""Reads the whole record of a fine-tune job: configuration, status, progress per epoch and, once finished, the trained model file. For polling, the lighter Get Fine Tune Job Status is enough. The call changes nothing.

**Errors.** `403` when the job is not yours to view; `404` when the job id is unknown.

See [fine-tuning](/autoeval/fine-tune/).
""",
)

OPS["GetFineTuneJobStatus"] = dict(
    ok="The job's current status and its training progress so far.",
    errors=[403, 404],
    d="""Returns the status of a fine-tune job and its progress records (epoch, loss, accuracy on the test dataset, fraction done, time). Poll it every 30 seconds or so after Submit Fine Tune Job and stop when the status is `JOB_STATUS_COMPLETED`, `JOB_STATUS_FAILED` or `JOB_STATUS_CANCELLED`. The call changes nothing.

**Errors.** `403` when the job is not yours to view; `404` when the job id is unknown; `429` when you poll too often.

See [fine-tuning](/autoeval/fine-tune/).
""",
)

OPS["ListFineTuneJobs"] = dict(
    ok="The fine-tune jobs that match the filters, with the total count.",
    errors=[],
    d="""Lists your fine-tune jobs, optionally only those in one state or matching a text search. Send `{}` to list all of them. The call changes nothing.

A quick way to find running jobs is to filter on `JOB_STATUS_RUNNING`.

See [fine-tuning](/autoeval/fine-tune/).
""",
)

OPS["ListBaseModels"] = dict(
    ok="The base models available for fine-tuning.",
    errors=[],
    d="""Lists the base models a fine-tune job can start from, with each model's architecture (alBERTa, alBERTa long-context and other encoders) and the evaluation task it was trained for. The body is an empty object. The call changes nothing.

Use the chosen model's `id` as `baselineModelId` in Create Fine Tune Job.

See [models](/autoeval/models/) and [fine-tuning](/autoeval/fine-tune/).
""",
)

# ---------------------------------------------------------------- Resource Permission

OPS["CanViewerDo"] = dict(
    ok="A yes-or-no answer for each requested action.",
    errors=[404],
    d="""Checks which of a list of actions the caller (the owner of the API key) may perform on a resource, and answers each with a boolean. Use it to decide up front whether to offer an action, rather than trying it and handling `403`. The call changes nothing.

**Errors.** `400` when `actions` is empty or contains an unknown permission name; `404` when the resource does not exist.

See [API keys](/api-keys/) for whose rights an API key carries.
""",
)

OPS["GetRole"] = dict(
    ok="The requested role and the users behind it.",
    errors=[403, 404],
    d="""Reads one role by its numeric id: its name, type, the users it stands for and the roles it has been granted to. Roles are the principals that project membership and permissions refer to. The call changes nothing.

**Errors.** `403` when the role belongs to an organization or project you cannot view; `404` when the id is unknown.

See [calling the API](/sdk/).
""",
)

OPS["ListApplicablePermissions"] = dict(
    ok="The permissions that can be granted on the resource.",
    errors=[404],
    d="""Lists every permission that can be granted on a resource, with a display name and a sentence about what each allows. Use the names as `actions` in Can Viewer Do or as `permissionName` when granting. The call changes nothing.

**Errors.** `404` when the resource does not exist.

See [calling the API](/sdk/).
""",
)

OPS["ListAssignableRoles"] = dict(
    ok="Roles that may receive permissions on the resource.",
    errors=[403, 404],
    d="""Lists the roles (people, organizations or project groups) that can be given permissions on a resource, with optional text and role-type filters. Use it to find the role ids for Add Resource Role Permission. The call changes nothing.

**Errors.** `403` when you may not manage permissions on the resource; `404` when the resource does not exist.

See [calling the API](/sdk/).
""",
)

OPS["ListResourceRolePermissions"] = dict(
    ok="Every role and permission pair currently granted on the resource.",
    errors=[403, 404],
    d="""Lists the current grants on a resource: which role holds which permission. Use it to audit access to a project before changing it. The call changes nothing.

**Errors.** `403` when you may not view the resource's permissions; `404` when the resource does not exist.

See [calling the API](/sdk/).
""",
)

OPS["AddResourceRolePermission"] = dict(
    ok="The permission was granted to every listed role.",
    errors=[403, 404],
    d="""Grants one permission on a resource to one or more roles. Roles that already hold it are left as they are. Takes effect for the affected users' next API calls.

**Errors.** `400` when the permission does not apply to this kind of resource; `403` when you may not manage permissions on the resource; `404` when the resource or a role does not exist.

See [calling the API](/sdk/).
""",
)

OPS["ChangeResourceRolePermission"] = dict(
    ok="The role's permission was replaced.",
    errors=[403, 404],
    d="""Replaces one permission that a role holds on a resource with another, in a single step, for example to turn write access into read-only access.

**Errors.** `400` when the role does not hold `permissionName` or the new permission does not apply to the resource; `403` when you may not manage permissions on the resource; `404` when the resource or role does not exist.

See [calling the API](/sdk/).
""",
)

OPS["RemoveResourceRolePermission"] = dict(
    ok="The permission was withdrawn from every listed role.",
    errors=[403, 404],
    d="""Withdraws one permission on a resource from one or more roles. Roles that did not hold it are unaffected. Check the remaining grants with List Resource Role Permissions afterwards, so that someone can still manage the resource.

**Errors.** `400` when the permission name does not apply to the resource; `403` when you may not manage permissions on it; `404` when the resource or a role does not exist.

See [calling the API](/sdk/).
""",
)

# ---------------------------------------------------------------- Project

OPS["CreateProject"] = dict(
    ok="The project was created with you as administrator.",
    errors=[403, 404],
    d="""Creates a project, the workspace that holds datasets, experiments, evaluation runs and members. You become its administrator. Create one per application or team so that access and summaries stay separate.

**Errors.** `400` when `name` is missing; `403` when you may not create projects in the organization; `404` when `organizationId` is unknown.

See the [quickstart](/quickstart/).
""",
)

OPS["GetProject"] = dict(
    ok="The requested project.",
    errors=[403, 404],
    d="""Reads one project's name, description, creator and owning organization. The call changes nothing.

**Errors.** `403` when you are not a member of the project; `404` when the id is unknown or the project was deleted.

See the [quickstart](/quickstart/).
""",
)

OPS["GetProjectSummary"] = dict(
    ok="Per-metric score trends of the project's runs within the time window.",
    errors=[403, 404],
    d="""Summarises a project's evaluation runs over a time window: for each metric, an overall aggregate, descriptive statistics and one point per run for a trend line. Use it for dashboards and for spotting a drop in quality after a release. The call changes nothing.

`startTime` is required; `endTime` defaults to now.

**Errors.** `400` when `endTime` is before `startTime`; `403` when you are not a member; `404` when the project does not exist.

See [experiments](/autoeval/experiments/) and [metrics](/autoeval/metrics/).
""",
)

OPS["GetDefaultProject"] = dict(
    ok="The default project of the caller or of the given organization.",
    errors=[403, 404],
    d="""Returns the project that calls without a `projectId` fall back to: your personal default, or the default of an organization when you pass `organizationId`. The call changes nothing.

**Errors.** `403` when you are not a member of the organization; `404` when the organization is unknown or has no default project.

See the [quickstart](/quickstart/).
""",
)

OPS["ListProjects"] = dict(
    ok="The projects that match the filters, with the total count.",
    errors=[],
    d="""Lists the projects you belong to, optionally filtered by organization, by a text search, or to those where you may create content (`canContribute`). Send `{}` to list all. The call changes nothing.

See the [quickstart](/quickstart/).
""",
)

OPS["DeleteProject"] = dict(
    ok="The project was deleted; its id is echoed back.",
    errors=[403, 404],
    d="""Deletes a project together with its datasets, experiments and evaluation runs, and removes its members' access. This cannot be undone; clone or download anything you want to keep first. Only project administrators may do this.

**Errors.** `403` when you are not an administrator of the project; `404` when it does not exist or was already deleted.

See [datasets](/autoeval/datasets/) for exporting data first.
""",
)

OPS["UpdateProjectMetadata"] = dict(
    ok="The project's new name or description was saved.",
    errors=[403, 404],
    d="""Renames a project or changes its description. Fields you leave out keep their values.

**Errors.** `400` when `name` is an empty string; `403` when you may not edit the project; `404` when it does not exist.

See the [quickstart](/quickstart/).
""",
)

OPS["AddProjectMembers"] = dict(
    ok="The roles were added to the project.",
    errors=[403, 404],
    d="""Adds people to a project by their role ids. Find candidates with List Assignable Project Member Roles; set what each member may do afterwards with Change Project Member Role. Roles that are already members are left as they are.

**Errors.** `403` when you may not manage the project's members; `404` when the project or a role does not exist.

See [calling the API](/sdk/).
""",
)

OPS["RemoveProjectMembers"] = dict(
    ok="The roles were removed from the project.",
    errors=[403, 404],
    d="""Removes members from a project by their role ids. They lose access to its datasets, experiments and runs; what they created stays in the project. Keep at least one administrator, or nobody will be able to manage the project.

**Errors.** `400` when `roleIds` is empty; `403` when you may not manage members; `404` when the project or a role does not exist.

See [calling the API](/sdk/).
""",
)

OPS["ChangeProjectMemberRole"] = dict(
    ok="The member now holds the new project role.",
    errors=[403, 404],
    d="""Sets the project role of one member: `PROJECT_ROLE_ADMIN`, `PROJECT_ROLE_MEMBER` or `PROJECT_ROLE_CONTRIBUTOR`. Administrators manage the project and its members; what the other two roles may do follows the permissions granted on the project.

**Errors.** `400` when `projectRole` is `PROJECT_ROLE_UNSPECIFIED`; `403` when you may not manage members; `404` when the project does not exist or the role is not a member.

See [calling the API](/sdk/).
""",
)

OPS["ListAssignableProjectMemberRoles"] = dict(
    ok="Roles that can be added to the project as members.",
    errors=[403, 404],
    d="""Lists the roles that could be added to a project as members, optionally matching a text search on names and emails. Use the returned ids with Add Project Members. The call changes nothing.

**Errors.** `403` when you may not manage the project's members; `404` when the project does not exist.

See [calling the API](/sdk/).
""",
)

OPS["ListProjectMembers"] = dict(
    ok="A page of project members with their roles, and the total number that match.",
    errors=[403, 404],
    d="""Lists a project's members with the person behind each role and their project role, a page at a time, optionally filtered by text or by role. The call changes nothing.

**Errors.** `403` when you are not a member of the project; `404` when the project does not exist.

See [calling the API](/sdk/).
""",
)

# ---------------------------------------------------------------- Pseudo Label Job

OPS["CreatePseudoLabelJob"] = dict(
    ok="The labelling job was stored; labelling has not started.",
    errors=[403, 404],
    d="""Stores the configuration of a pseudo-labelling job, the first of two steps. In such a job an LLM judge reads selected columns of each row through a prompt template and labels the row 1 or 0 against the prompt's criterion. The labels then train a fine-tuned evaluator. Start the job with Submit Pseudo Label Job.

Optional datasets steer the judge: `fewShotDatasetId` for labelled examples shown in the prompt, `activeLabeledDatasetId` for labels people confirmed or corrected in active labeling.

**Errors.** `400` when a selected column is missing from the dataset or the template is empty; `403` when you cannot use the datasets; `404` when a dataset does not exist.

See [labeling](/autoeval/labeling/) and [fine-tuning](/autoeval/fine-tune/).
""",
)

OPS["SubmitPseudoLabelJob"] = dict(
    ok="The labelling job was queued.",
    errors=[403, 404],
    d="""Starts a pseudo-labelling job created with Create Pseudo Label Job; send its configuration again with the job id. The job queues, runs the judge over every row and writes the labels into the dataset. Poll Get Pseudo Label Job Status until it ends.

Unless `skipActiveLabeling` is `true`, review a sample of the labels in the console afterwards; corrected rows become few-shot examples for later runs.

**Errors.** `400` with code `FAILED_PRECONDITION` when the job was already submitted; `403` when you may not run it; `404` when the job id is unknown.

See [labeling](/autoeval/labeling/).
""",
)

OPS["GetPseudoLabelJobStatus"] = dict(
    ok="The labelling job's status and the configuration it runs with.",
    errors=[403, 404],
    d="""Returns the state of a pseudo-labelling job (`JOB_STATUS_QUEUED`, `JOB_STATUS_RUNNING`, `JOB_STATUS_COMPLETED`, `JOB_STATUS_CANCELLED` or `JOB_STATUS_FAILED`) with its configuration. Poll it after submitting; once completed, read the labels with Get Dataset View and use the dataset in Create Fine Tune Job. The call changes nothing.

**Errors.** `403` when the job is not yours to view; `404` when the job id is unknown.

See [labeling](/autoeval/labeling/).
""",
)

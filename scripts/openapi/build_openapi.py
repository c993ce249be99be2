#!/usr/bin/env python3
"""Generate openapi/autoeval-api-v2.yaml from the platform's structure plus our prose.

Usage:
    python3 scripts/openapi/build_openapi.py [path/to/platform-api-structure.json]

The structure file (paths, methods, operationIds, summaries, schema names, fields, types,
formats, enums, required lists) comes from /work/shared/reference by default. Everything
written for people (descriptions, examples, tags, errors) lives in the modules beside this
script. The generated YAML is committed and is the source of truth afterwards: edit it
directly, or change the modules and regenerate, but keep the two in step.
"""

import copy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep __pycache__ out of the repository

from yaml_emit import dump  # noqa: E402
from operations import OPS  # noqa: E402
import schemas_dataset  # noqa: E402
import schemas_eval  # noqa: E402
import schemas_access  # noqa: E402

DEFAULT_REFERENCE = "/work/shared/reference/platform-api-structure.json"
OUTPUT = os.path.normpath(os.path.join(HERE, "..", "..", "openapi", "autoeval-api-v2.yaml"))

ERROR_SCHEMA = "autoeval.api.v2.Error"
ERROR_REF = "#/components/schemas/" + ERROR_SCHEMA

PROSE = {}
for module in (schemas_dataset, schemas_eval, schemas_access):
    for name, entry in module.SCHEMAS.items():
        if name in PROSE:
            raise SystemExit(f"schema prose defined twice: {name}")
        PROSE[name] = entry

INFO_DESCRIPTION = """The AutoEval API v2 is the programmatic side of AutoEval: it manages projects, datasets, experiments and evaluation runs, scores language-model outputs with the built-in metrics or with your own fine-tuned alBERTa evaluators, and runs the pseudo-labelling and fine-tuning jobs that produce those evaluators.

**Base URL.** Every operation lives under `https://lastmileai.dev/api/2/auto_eval`, for example `POST https://lastmileai.dev/api/2/auto_eval/evaluation/evaluate`.

**Authentication.** Create an API key in the AutoEval console and send it on every call as `Authorization: Bearer $AUTOEVAL_API_KEY`. A key acts with the rights of the user who created it. See [API keys](/api-keys/).

**Conventions.**

- All calls are JSON over HTTPS: send `Content-Type: application/json` and read a JSON body back.
- Most operations are `POST` with a JSON body, even those that only read data; updates use `PUT` and deletions use `DELETE`, both with a JSON body too. Send `{}` when an operation takes no fields.
- Field names are camelCase. Timestamps are RFC 3339 strings in UTC (`2026-11-02T09:14:03Z`). Enum values are written in full (`JOB_STATUS_COMPLETED`). Ids carry a short prefix (`prj_`, `ds_`, `run_` and so on), except role ids, which are integers.
- Scores are numbers from 0 to 1.
- Failed calls answer with a 4xx or 5xx status and an Error body carrying `code`, `message` and `requestId`; quote the `requestId` when you contact support. On `429`, wait for the number of seconds in `Retry-After` before retrying.

Start with the [quickstart](/quickstart/); [calling the API](/sdk/) shows the same requests in curl, Python and JavaScript.
"""

TAGS = [
    ("Dataset", "Create datasets, upload files into them in three steps, generate synthetic rows, page through and edit rows, clone, export and archive. See [datasets](/autoeval/datasets/)."),
    ("Evaluation", "Score examples or whole datasets with built-in and fine-tuned metrics, store the results as evaluation runs, and read, list or delete those runs. See [metrics](/autoeval/metrics/)."),
    ("Experiment", "Group evaluation runs that answer one question so their scores can be compared. See [experiments](/autoeval/experiments/)."),
    ("Fine Tune Job", "Train an alBERTa-family evaluator on your labelled data: pick a base model, create and submit a job, then follow its progress. See [fine-tuning](/autoeval/fine-tune/)."),
    ("Resource Permission", "Check what the caller may do on a resource and manage which roles hold which permissions on it."),
    ("Project", "Create and manage projects, the workspaces that hold datasets, experiments and runs, together with their members and member roles."),
    ("Pseudo Label Job", "Have an LLM judge label dataset rows 1 or 0 against a prompt's criterion, ready for fine-tuning. See [labeling](/autoeval/labeling/)."),
]

ERROR_SCHEMA_DEF = {
    "title": "Error",
    "type": "object",
    "description": "The body of every failed call. `code` says what kind of failure it is and matches the HTTP status; `message` explains it for a person; `requestId` identifies the call in AutoEval's logs.",
    "properties": {
        "code": {
            "type": "string",
            "enum": [
                "INVALID_ARGUMENT",
                "FAILED_PRECONDITION",
                "UNAUTHENTICATED",
                "PERMISSION_DENIED",
                "NOT_FOUND",
                "RESOURCE_EXHAUSTED",
                "INTERNAL",
            ],
            "description": (
                "Machine-readable failure class. `INVALID_ARGUMENT` (400): the body is malformed or a field is wrong; "
                "`FAILED_PRECONDITION` (400): the request is well formed but the resource is not in a state that allows it, "
                "such as submitting a job twice; `UNAUTHENTICATED` (401): the API key is missing, malformed or revoked; "
                "`PERMISSION_DENIED` (403): the key's user may not do this; `NOT_FOUND` (404): a referenced resource does not "
                "exist or is not visible to you; `RESOURCE_EXHAUSTED` (429): a rate limit or quota was hit; "
                "`INTERNAL` (500): the failure is on AutoEval's side."
            ),
        },
        "message": {
            "type": "string",
            "description": "Explanation of the failure for the developer reading logs. The wording may change; branch on `code`, not on this text.",
        },
        "requestId": {
            "type": "string",
            "description": "Identifier AutoEval gave the failed call, prefixed `req_`. Quote it when you report a problem.",
        },
        "details": {
            "type": "array",
            "description": "Field-level problems, present mostly with `INVALID_ARGUMENT`: one entry per offending field of the request body.",
            "items": {
                "type": "object",
                "description": "One problem found in one field of the request body.",
                "properties": {
                    "field": {
                        "type": "string",
                        "description": "Path of the offending field in the request body, in dotted form with indexes, such as `filters[0].allOf.predicates[0].columnName`.",
                    },
                    "reason": {
                        "type": "string",
                        "description": "What is wrong with that field and how to fix it.",
                    },
                },
                "required": ["field", "reason"],
            },
        },
    },
    "required": ["code", "message", "requestId"],
    "example": {
        "code": "INVALID_ARGUMENT",
        "message": "input, output and groundTruth must have the same length.",
        "requestId": "req_5e0b9c1f27",
        "details": [{"field": "groundTruth", "reason": "has 1 item; input and output have 2."}],
    },
}

RESPONSES = {
    "BadRequest": (
        400,
        "The request was rejected: the body is not valid JSON, a field is missing or has the wrong type or value (`INVALID_ARGUMENT`), or the resource is not in a state that allows the call (`FAILED_PRECONDITION`). Fix the request before retrying.",
        {
            "code": "INVALID_ARGUMENT",
            "message": "datasetId is required.",
            "requestId": "req_3c7a1e9d40",
            "details": [{"field": "datasetId", "reason": "must be a non-empty dataset id such as ds_5b81d0e6a7."}],
        },
        None,
    ),
    "Unauthorized": (
        401,
        "No valid API key was presented (`UNAUTHENTICATED`): the `Authorization` header is missing, is not of the form `Bearer` plus key, or the key was revoked. Create or copy a key in the console.",
        {
            "code": "UNAUTHENTICATED",
            "message": "Missing or invalid bearer token.",
            "requestId": "req_8b2d6f0a13",
        },
        None,
    ),
    "Forbidden": (
        403,
        "The key is valid, but its user lacks the permission this call needs on the resource or project (`PERMISSION_DENIED`). Ask a project administrator for access.",
        {
            "code": "PERMISSION_DENIED",
            "message": "You need contributor access to project prj_7f3a9c2e41 to do this.",
            "requestId": "req_1f9e4c7b52",
        },
        None,
    ),
    "NotFound": (
        404,
        "A resource named in the request (by id or name) does not exist, was deleted or archived, or is not visible to you (`NOT_FOUND`). Check the id.",
        {
            "code": "NOT_FOUND",
            "message": "Dataset ds_5b81d0e6a7 was not found.",
            "requestId": "req_6a0c3e8d91",
        },
        None,
    ),
    "TooManyRequests": (
        429,
        "Too many calls in a short time, or a usage quota is used up (`RESOURCE_EXHAUSTED`). Wait for the number of seconds given in `Retry-After`, then retry, backing off further if it happens again.",
        {
            "code": "RESOURCE_EXHAUSTED",
            "message": "Rate limit exceeded; retry after 30 seconds.",
            "requestId": "req_9d5b2a7e64",
        },
        {
            "Retry-After": {
                "description": "Whole seconds to wait before sending the next request.",
                "schema": {"type": "integer", "minimum": 1},
                "example": 30,
            }
        },
    ),
    "InternalError": (
        500,
        "AutoEval failed while handling the call (`INTERNAL`). The request may be retried after a short pause; if it keeps failing, contact support with the `requestId`.",
        {
            "code": "INTERNAL",
            "message": "An unexpected error occurred. Retry later.",
            "requestId": "req_2e8f5d1c07",
        },
        None,
    ),
}

STATUS_TO_RESPONSE = {code: name for name, (code, *_rest) in RESPONSES.items()}


def build_responses():
    out = {}
    for name, (code, description, example, headers) in RESPONSES.items():
        entry = {"description": description}
        if headers:
            entry["headers"] = headers
        entry["content"] = {"application/json": {"schema": {"$ref": ERROR_REF}, "example": example}}
        out[name] = entry
    return out


def ref_name(ref):
    return ref.split("/")[-1]


def request_reachable(reference):
    """Schema names reachable from any request body (those must stay writable)."""
    schemas = reference["components"]["schemas"]
    seen = set()
    stack = []
    for item in reference["paths"].values():
        for op in item.values():
            stack.append(ref_name(op["requestBody"]["content"]["application/json"]["schema"]["$ref"]))
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        text = json.dumps(schemas[name])
        for part in text.split('"#/components/schemas/')[1:]:
            stack.append(part.split('"')[0])
    return seen


def build_schema(name, ref_schema, prose, writable):
    out = {}
    keys = list(ref_schema.keys())
    for key in keys:
        if key == "properties":
            props = {}
            for prop_name, prop in ref_schema["properties"].items():
                if prop_name not in prose["p"]:
                    raise SystemExit(f"missing description for {name}.{prop_name}")
                new_prop = {}
                for pk, pv in prop.items():
                    new_prop[pk] = copy.deepcopy(pv)
                new_prop["description"] = prose["p"][prop_name]
                if prop_name in prose.get("ro", ()):
                    if "Set by the server." not in prose["p"][prop_name]:
                        raise SystemExit(f"{name}.{prop_name} is read-only but does not say so")
                    # readOnly only where no request can carry the schema, and never beside
                    # a $ref (OpenAPI 3.0 ignores keywords next to $ref).
                    if name not in writable and "$ref" not in prop:
                        new_prop["readOnly"] = True
                props[prop_name] = new_prop
            extra = set(prose["p"]) - set(ref_schema["properties"])
            if extra:
                raise SystemExit(f"prose for unknown properties of {name}: {sorted(extra)}")
            out["properties"] = props
        else:
            out[key] = copy.deepcopy(ref_schema[key])
    # Place the description right after the title (or first when there is none).
    ordered = {}
    if "title" in out:
        ordered["title"] = out.pop("title")
    ordered["description"] = prose["d"]
    ordered.update(out)
    if "ex" in prose:
        ordered["example"] = copy.deepcopy(prose["ex"])
    return ordered


def build(reference_path):
    with open(reference_path, encoding="utf-8") as fh:
        reference = json.load(fh)

    ref_schemas = reference["components"]["schemas"]
    missing = [n for n in ref_schemas if n not in PROSE]
    if missing:
        raise SystemExit(f"schemas without prose: {missing}")
    unknown = [n for n in PROSE if n not in ref_schemas]
    if unknown:
        raise SystemExit(f"prose for unknown schemas: {unknown}")

    writable = request_reachable(reference)

    paths = {}
    for path, item in reference["paths"].items():
        new_item = {}
        for method, op in item.items():
            op_id = op["operationId"]
            if op_id not in OPS:
                raise SystemExit(f"operation without prose: {op_id}")
            prose = OPS[op_id]
            req_ref = op["requestBody"]["content"]["application/json"]["schema"]["$ref"]
            res_ref = op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
            new_op = {
                "tags": list(op["tags"]),
                "summary": op["summary"],
                "description": prose["d"],
                "operationId": op_id,
                "security": copy.deepcopy(op["security"]),
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {"$ref": req_ref},
                            "example": copy.deepcopy(PROSE[ref_name(req_ref)]["ex"]),
                        }
                    },
                },
                "responses": {
                    "200": {
                        "description": prose["ok"],
                        "content": {
                            "application/json": {
                                "schema": {"$ref": res_ref},
                                "example": copy.deepcopy(PROSE[ref_name(res_ref)]["ex"]),
                            }
                        },
                    }
                },
            }
            codes = sorted({400, 401, 429, 500} | set(prose["errors"]))
            for code in codes:
                new_op["responses"][str(code)] = {"$ref": "#/components/responses/" + STATUS_TO_RESPONSE[code]}
            new_item[method] = new_op
        paths[path] = new_item

    schemas = {}
    for name, ref_schema in ref_schemas.items():
        schemas[name] = build_schema(name, ref_schema, PROSE[name], writable)
    schemas[ERROR_SCHEMA] = copy.deepcopy(ERROR_SCHEMA_DEF)

    security_schemes = copy.deepcopy(reference["components"]["securitySchemes"])
    security_schemes["BearerAuth"]["description"] = (
        "An AutoEval API key, created in the AutoEval console, sent in the `Authorization` header as "
        "`Authorization: Bearer $AUTOEVAL_API_KEY`. Keep keys secret and out of client-side code. See [API keys](/api-keys/)."
    )

    document = {
        "openapi": reference["openapi"],
        "info": {
            "title": "AutoEval API v2",
            "version": "2.0",
            "description": INFO_DESCRIPTION,
        },
        "servers": [
            {
                "url": reference["servers"][0]["url"],
                "description": "AutoEval production. Every operation path starts with /api/2/auto_eval.",
            }
        ],
        "security": copy.deepcopy(reference["security"]),
        "tags": [{"name": name, "description": text} for name, text in TAGS],
        "paths": paths,
        "components": {
            "securitySchemes": security_schemes,
            "responses": build_responses(),
            "schemas": schemas,
        },
    }
    return document


def main():
    reference_path = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("AUTOEVAL_API_STRUCTURE", DEFAULT_REFERENCE)
    document = build(reference_path)
    text = dump(document)
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"wrote {OUTPUT} ({len(text.splitlines())} lines)")


if __name__ == "__main__":
    main()

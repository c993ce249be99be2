#!/usr/bin/env python3
"""Self-check of openapi/autoeval-api-v2.yaml.

Usage:
    python3 scripts/openapi/check_openapi.py [path/to/platform-api-structure.json]

Checks:
  * structure matches the platform reference (paths, methods, tags, operationIds,
    summaries, schema names and every schema once descriptions, examples and readOnly
    flags are removed), when the reference file is available;
  * 53 operations whose summaries turn into the expected page slugs, and no schema
    page slug collisions;
  * a non-empty description on the document, every tag, operation, response, schema and
    property, and no two descriptions identical anywhere in the document;
  * no raw HTML in descriptions and links only to the allowed site guides;
  * every example (schema-level, request, response, error, header) validates against its
    schema (types, formats, enums, required fields, additionalProperties).

Parsing uses PyYAML when it is installed, otherwise the `yaml` package from node_modules.
The project's real test validates with ajv; this checker is a quick local equivalent.
"""

import json
import os
import re
import subprocess
import sys
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
DOC_PATH = os.path.join(ROOT, "openapi", "autoeval-api-v2.yaml")
DEFAULT_REFERENCE = "/work/shared/reference/platform-api-structure.json"

EXPECTED_SLUGS = sorted(
    """add-project-members add-resource-role-permission archive-dataset can-viewer-do
    change-project-member-role change-resource-role-permission clone-dataset create-dataset
    create-experiment create-fine-tune-job create-project create-pseudo-label-job
    delete-evaluation-run delete-experiment delete-project evaluate evaluate-dataset
    evaluate-run finalize-single-dataset-file-upload generate-synthetic-dataset get-dataset
    get-dataset-download-url get-dataset-view get-default-project get-evaluation-run
    get-experiment get-fine-tune-job get-fine-tune-job-status get-metric get-project
    get-project-summary get-pseudo-label-job-status get-role list-applicable-permissions
    list-assignable-project-member-roles list-assignable-roles list-base-models list-datasets
    list-evaluation-runs list-experiments list-fine-tune-jobs list-metrics list-project-members
    list-projects list-resource-role-permissions remove-project-members
    remove-resource-role-permission submit-fine-tune-job submit-pseudo-label-job
    update-dataset-metadata update-dataset-row update-project-metadata upload-dataset-file""".split()
)

EXPECTED_TAGS = [
    "Dataset",
    "Evaluation",
    "Experiment",
    "Fine Tune Job",
    "Resource Permission",
    "Project",
    "Pseudo Label Job",
]

ALLOWED_LINKS = {
    "/autoeval/fine-tune/",
    "/quickstart/",
    "/autoeval/metrics/",
    "/autoeval/datasets/",
    "/autoeval/labeling/",
    "/autoeval/experiments/",
    "/autoeval/guardrails/",
    "/autoeval/models/",
    "/api-keys/",
    "/sdk/",
    "/guides/rag-evaluation/",
}

SCHEMA_SLUG_OVERRIDES = {
    "lmai.proto.webserver.v2.S3PresignedPost": "s-3-presignedpost",
    "google.protobuf.Value": "google-protobuf-value",
}

METHODS = {"get", "put", "post", "delete", "patch", "options", "head", "trace"}

errors = []


def fail(message):
    errors.append(message)


def load_yaml(path):
    try:
        import yaml  # type: ignore

        class NoDates(yaml.SafeLoader):
            pass

        # Keep timestamps as strings, as JSON consumers see them.
        NoDates.yaml_implicit_resolvers = {
            k: [r for r in v if r[0] != "tag:yaml.org,2002:timestamp"]
            for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
        }
        with open(path, encoding="utf-8") as fh:
            return yaml.load(fh, Loader=NoDates)
    except ImportError:
        script = (
            "const fs=require('fs');const Y=require(process.argv[1]);"
            "process.stdout.write(JSON.stringify(Y.parse(fs.readFileSync(process.argv[2],'utf8'))))"
        )
        module = os.path.join(ROOT, "node_modules", "yaml")
        out = subprocess.run(["node", "-e", script, module, path], check=True, capture_output=True, text=True)
        return json.loads(out.stdout)


def slugify(text):
    """Kebab-case as the site's slug rule does it: lower case, letters and digits split."""
    return "-".join(re.findall(r"[a-z]+|[0-9]+", text.lower()))


# ------------------------------------------------------------------ example validation


class Validator:
    def __init__(self, document):
        self.schemas = document["components"]["schemas"]

    def resolve(self, schema):
        while "$ref" in schema:
            schema = self.schemas[schema["$ref"].split("/")[-1]]
        return schema

    def check(self, value, schema, where):
        schema = self.resolve(schema)
        kind = schema.get("type")
        if "enum" in schema and value not in schema["enum"]:
            fail(f"{where}: {value!r} not in enum")
        if kind == "object":
            if not isinstance(value, dict):
                fail(f"{where}: expected object, got {type(value).__name__}")
                return
            for req in schema.get("required", []):
                if req not in value:
                    fail(f"{where}: missing required '{req}'")
            props = schema.get("properties", {})
            extra = schema.get("additionalProperties", True)
            for key, item in value.items():
                if key in props:
                    self.check(item, props[key], f"{where}.{key}")
                elif extra is False:
                    fail(f"{where}: unexpected property '{key}'")
                elif isinstance(extra, dict):
                    self.check(item, extra, f"{where}.{key}")
        elif kind == "array":
            if not isinstance(value, list):
                fail(f"{where}: expected array, got {type(value).__name__}")
                return
            for index, item in enumerate(value):
                self.check(item, schema.get("items", {}), f"{where}[{index}]")
        elif kind == "string":
            if not isinstance(value, str):
                fail(f"{where}: expected string, got {type(value).__name__}")
                return
            if schema.get("format") == "date-time":
                if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})", value):
                    fail(f"{where}: {value!r} is not an RFC 3339 date-time")
                else:
                    try:
                        datetime.fromisoformat(value.replace("Z", "+00:00"))
                    except ValueError:
                        fail(f"{where}: {value!r} is not a real date-time")
        elif kind == "integer":
            if isinstance(value, bool) or not isinstance(value, int):
                fail(f"{where}: expected integer, got {value!r}")
            elif "minimum" in schema and value < schema["minimum"]:
                fail(f"{where}: {value} below minimum")
        elif kind == "number":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                fail(f"{where}: expected number, got {value!r}")
        elif kind == "boolean":
            if not isinstance(value, bool):
                fail(f"{where}: expected boolean, got {value!r}")


# ------------------------------------------------------------------ helpers


def strip_prose(node):
    """Remove what we add (description, example, readOnly) so structure can be compared."""
    if isinstance(node, dict):
        return {
            k: strip_prose(v)
            for k, v in node.items()
            if k not in ("description", "example", "readOnly")
            or (k == "description" and isinstance(v, dict))
        }
    if isinstance(node, list):
        return [strip_prose(v) for v in node]
    return node


def walk_descriptions(node, where, out):
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("example", "examples"):
                continue  # example payloads are data, not documentation
            if key == "description" and isinstance(value, str):
                out.append((where, value))
            else:
                walk_descriptions(value, f"{where}/{key}", out)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            walk_descriptions(value, f"{where}[{index}]", out)


def check_schema_descriptions(schema, where, counts):
    if "$ref" in schema and len(schema) == 1:
        return
    if where.count("/") == 0 or "properties" in schema or schema.get("type") == "object":
        pass
    for name, prop in schema.get("properties", {}).items():
        counts["properties"] += 1
        if not str(prop.get("description", "")).strip():
            fail(f"{where}.{name}: property has no description")
        check_schema_descriptions(prop, f"{where}.{name}", counts)
    items = schema.get("items")
    if isinstance(items, dict) and "properties" in items:
        if not str(items.get("description", "")).strip():
            fail(f"{where}[]: inline item schema has no description")
        check_schema_descriptions(items, f"{where}[]", counts)


def main():
    reference_path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_REFERENCE
    document = load_yaml(DOC_PATH)
    validator = Validator(document)
    counts = {"operations": 0, "schemas": 0, "properties": 0, "examples": 0, "descriptions": 0}

    if document.get("openapi") != "3.0.3":
        fail("openapi must be 3.0.3")
    info = document.get("info", {})
    if info.get("title") != "AutoEval API v2" or info.get("version") != "2.0":
        fail("info title/version wrong")
    if slugify(info.get("title", "")) != "autoeval-api-v-2":
        fail("info page slug is not autoeval-api-v-2")
    servers = document.get("servers", [])
    if len(servers) != 1 or servers[0].get("url") != "https://lastmileai.dev" or not servers[0].get("description"):
        fail("servers must be one entry for https://lastmileai.dev with a description")
    scheme = document["components"]["securitySchemes"].get("BearerAuth", {})
    if scheme.get("type") != "http" or scheme.get("scheme") != "bearer" or not scheme.get("description"):
        fail("BearerAuth must be an http bearer scheme with a description")
    tags = [t["name"] for t in document.get("tags", [])]
    if tags != EXPECTED_TAGS:
        fail(f"top-level tags {tags} differ from {EXPECTED_TAGS}")
    for tag in document.get("tags", []):
        if not tag.get("description"):
            fail(f"tag {tag['name']} has no description")

    # Operations
    slugs = []
    for path, item in document["paths"].items():
        if not path.startswith("/api/2/auto_eval/"):
            fail(f"{path}: not under /api/2/auto_eval")
        for method, op in item.items():
            if method not in METHODS:
                continue
            counts["operations"] += 1
            where = f"{method.upper()} {path}"
            slugs.append(slugify(op["summary"]))
            if not op.get("description", "").strip():
                fail(f"{where}: no description")
            if op.get("tags", [None])[0] not in EXPECTED_TAGS:
                fail(f"{where}: unknown tag {op.get('tags')}")
            media = op["requestBody"]["content"]["application/json"]
            if "example" not in media:
                fail(f"{where}: request body has no example")
            else:
                counts["examples"] += 1
                validator.check(media["example"], media["schema"], f"{where} request example")
            responses = op["responses"]
            for code in ("200", "400", "401", "429", "500"):
                if code not in responses:
                    fail(f"{where}: no {code} response")
            ok = responses["200"]
            if not ok.get("description"):
                fail(f"{where}: 200 has no description")
            ok_media = ok["content"]["application/json"]
            if "example" not in ok_media:
                fail(f"{where}: 200 has no example")
            else:
                counts["examples"] += 1
                validator.check(ok_media["example"], ok_media["schema"], f"{where} 200 example")
            for code, response in responses.items():
                if code != "200" and "$ref" not in response:
                    fail(f"{where}: {code} should reference a shared response")
    if counts["operations"] != 53:
        fail(f"expected 53 operations, found {counts['operations']}")
    if sorted(slugs) != EXPECTED_SLUGS:
        fail(f"operation slugs differ: missing {sorted(set(EXPECTED_SLUGS) - set(slugs))}, extra {sorted(set(slugs) - set(EXPECTED_SLUGS))}")
    if len(set(slugs)) != len(slugs):
        fail("duplicate operation slugs")

    # Shared responses
    for name, response in document["components"]["responses"].items():
        if not response.get("description"):
            fail(f"response {name}: no description")
        media = response["content"]["application/json"]
        if "example" not in media:
            fail(f"response {name}: no example")
        else:
            counts["examples"] += 1
            validator.check(media["example"], media["schema"], f"response {name} example")
        for header_name, header in response.get("headers", {}).items():
            if not header.get("description"):
                fail(f"response {name} header {header_name}: no description")
            if "example" in header:
                counts["examples"] += 1
                validator.check(header["example"], header["schema"], f"response {name} header {header_name}")
    if "Retry-After" not in document["components"]["responses"].get("TooManyRequests", {}).get("headers", {}):
        fail("429 response lacks a Retry-After header")

    # Schemas
    schema_slugs = {}
    for name, schema in document["components"]["schemas"].items():
        counts["schemas"] += 1
        if not str(schema.get("description", "")).strip():
            fail(f"schema {name}: no description")
        check_schema_descriptions(schema, name, counts)
        if "example" in schema:
            counts["examples"] += 1
            validator.check(schema["example"], {"$ref": "#/components/schemas/" + name}, f"schema {name} example")
        else:
            fail(f"schema {name}: no example")
        if name.endswith("Entry"):
            continue
        slug = SCHEMA_SLUG_OVERRIDES.get(name, name.split(".")[-1].lower())
        if slug in schema_slugs:
            fail(f"schema slug collision: {slug} for {schema_slugs[slug]} and {name}")
        schema_slugs[slug] = name
    if "autoeval.api.v2.Error" not in document["components"]["schemas"]:
        fail("error schema autoeval.api.v2.Error missing")
    elif schema_slugs.get("error") != "autoeval.api.v2.Error":
        fail("error schema slug is not 'error'")

    # Structure against the reference
    if os.path.exists(reference_path):
        with open(reference_path, encoding="utf-8") as fh:
            reference = json.load(fh)
        if list(reference["paths"]) != list(document["paths"]):
            fail("paths differ from the reference (set or order)")
        for path, item in reference["paths"].items():
            mine = document["paths"].get(path, {})
            if set(item) != set(k for k in mine if k in METHODS):
                fail(f"{path}: methods differ")
            for method, op in item.items():
                other = mine.get(method, {})
                for key in ("tags", "summary", "operationId", "security"):
                    if op.get(key) != other.get(key):
                        fail(f"{method} {path}: {key} differs from the reference")
                if op["requestBody"]["content"]["application/json"]["schema"] != other.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema"):
                    fail(f"{method} {path}: request schema differs")
                if op["responses"]["200"]["content"]["application/json"]["schema"] != other.get("responses", {}).get("200", {}).get("content", {}).get("application/json", {}).get("schema"):
                    fail(f"{method} {path}: response schema differs")
        ref_schemas = reference["components"]["schemas"]
        my_schemas = document["components"]["schemas"]
        if list(ref_schemas) != [n for n in my_schemas if n != "autoeval.api.v2.Error"]:
            fail("schema names differ from the reference")
        for name, ref_schema in ref_schemas.items():
            if strip_prose(my_schemas.get(name, {})) != ref_schema:
                fail(f"schema {name}: structure differs from the reference")
    else:
        print(f"note: reference {reference_path} not found; structure comparison skipped")

    # Descriptions: uniqueness, HTML, links
    found = []
    walk_descriptions(document, "", found)
    counts["descriptions"] = len(found)
    seen = {}
    for where, text in found:
        if not text.strip():
            fail(f"{where}: empty description")
        key = text.strip()
        if key in seen:
            fail(f"duplicate description at {where} and {seen[key]}: {key[:80]!r}")
        else:
            seen[key] = where
        if re.search(r"<[A-Za-z/!]", text):
            fail(f"{where}: raw HTML in description")
        for target in re.findall(r"\]\(([^)]+)\)", text):
            if target not in ALLOWED_LINKS:
                fail(f"{where}: link to {target} is not an allowed guide path")

    for key, value in counts.items():
        print(f"{key}: {value}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for message in errors:
            print(" -", message)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()

/** Markdown renderings of the API reference pages, made from the same nodes as the pages. */
import { typeLabel, type SchemaNode } from "../../../openapi-contract/schema-label";

export interface OperationForMarkdown {
  readonly summary: string;
  readonly description: string;
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly requestBody: { readonly schema: unknown; readonly example: unknown } | null;
  readonly responses: readonly { readonly status: string; readonly description: string; readonly example: unknown }[];
  readonly codeSamples: readonly { readonly lang: string; readonly code: string }[];
}

export interface SchemaForMarkdown {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly tree: unknown;
  readonly example: unknown;
  readonly operations: readonly { readonly summary: string; readonly path: string }[];
}

function cell(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();
}

function propertyRows(node: SchemaNode, prefix = "", depth = 0): string[] {
  const target = node.kind === "array" && node.items ? node.items : node;
  return (target.properties ?? []).flatMap((property) => {
    const name = `${prefix}${property.name}`;
    const enumText = property.node.enum
      ? ` One of: ${property.node.enum.map((v) => `\`${String(v)}\``).join(", ")}.`
      : "";
    const row = `| \`${name}\` | ${cell(typeLabel(property.node))} | ${property.required ? "yes" : "no"} | ${cell(property.node.description)}${enumText} |`;
    const inner = property.node.kind === "array" && property.node.items ? property.node.items : property.node;
    const nested = depth < 1 && inner.kind === "object" ? propertyRows(inner, `${name}.`, depth + 1) : [];
    return [row, ...nested];
  });
}

export function propertiesTable(tree: unknown): string {
  const rows = propertyRows(tree as SchemaNode);
  if (rows.length === 0) return `Type: \`${typeLabel(tree as SchemaNode)}\``;
  return ["| Field | Type | Required | Description |", "|---|---|---|---|", ...rows].join("\n");
}

function json(value: unknown): string {
  return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
}

export function operationMarkdown(op: OperationForMarkdown): string {
  const FENCE: Record<string, string> = { curl: "bash", python: "python", javascript: "javascript" };
  const parts = [`# ${op.summary}`, `\`${op.method} ${op.url}\``, op.description.trim()];
  parts.push("## Authentication", "Send your API key as a bearer token: `Authorization: Bearer $AUTOEVAL_API_KEY`.");
  if (op.requestBody) {
    parts.push("## Request body", propertiesTable(op.requestBody.schema));
    if (op.requestBody.example !== null && op.requestBody.example !== undefined)
      parts.push(json(op.requestBody.example));
  }
  if (op.codeSamples.length > 0) {
    parts.push("## Code samples", ...op.codeSamples.map((s) => `\`\`\`${FENCE[s.lang] ?? ""}\n${s.code}\n\`\`\``));
  }
  parts.push("## Responses");
  for (const response of op.responses) {
    parts.push(`### ${response.status}`, response.description.trim());
    if (response.status.startsWith("2") && response.example !== null && response.example !== undefined) {
      parts.push(json(response.example));
    }
  }
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

export function schemaMarkdown(schema: SchemaForMarkdown): string {
  const parts = [
    `# ${schema.title}`,
    `\`${schema.name}\``,
    schema.description.trim(),
    "## Properties",
    propertiesTable(schema.tree),
  ];
  if (schema.example !== null && schema.example !== undefined) parts.push("## Example", json(schema.example));
  if (schema.operations.length > 0) {
    parts.push("## Used by", schema.operations.map((op) => `- [${op.summary}](${op.path})`).join("\n"));
  }
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

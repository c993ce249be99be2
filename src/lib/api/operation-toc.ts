/** The table of contents of an operation page, matching the ids its sections render. */
import type { TocItem } from "../docs/toc";

export function operationToc(op: {
  parameters: readonly unknown[];
  requestBody: unknown;
  responses: readonly { status: string }[];
}): TocItem[] {
  const item = (id: string, value: string, level = 2, children: TocItem[] = []): TocItem => ({
    id,
    value,
    level,
    children,
  });
  return [
    item("authentication", "Authentication"),
    ...(op.parameters.length > 0 ? [item("parameters", "Parameters")] : []),
    ...(op.requestBody ? [item("request-body", "Request body")] : []),
    item("code-samples", "Code samples"),
    item(
      "responses",
      "Responses",
      2,
      op.responses.map((r) => item(`response-${r.status}`, r.status, 3)),
    ),
  ];
}

/**
 * The answer area as the server renders it: how a request that never reached the API is told,
 * once, with why and what to do instead.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { consoleStrings } from "../../../../console-strings";
import { Answer } from "..";

describe("Answer", () => {
  it("says once that the request did not reach the API, as its status, then why", () => {
    const html = renderToStaticMarkup(
      createElement(Answer, {
        state: { kind: "unreachable", url: "http://127.0.0.1:4010" },
        responses: [],
        stale: false,
        fileName: "list-projects-response",
      }),
    );
    const root = parse(html);
    expect(root.text.split(consoleStrings.unreachableTitle)).toHaveLength(2);
    expect(root.querySelector('[role="status"]')?.text).toBe(consoleStrings.unreachableTitle);
    expect(root.text).toContain(consoleStrings.unreachableWhy("http://127.0.0.1:4010"));
  });
});

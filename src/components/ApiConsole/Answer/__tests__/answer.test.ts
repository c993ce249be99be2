/**
 * The answer area as the server renders it: how a request that never reached the API is told,
 * once, with why and what to do instead; a body too long to show whole, with a note.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { formatBody } from "../../../../browser/api-console/response";
import { consoleStrings } from "../../../../console-strings";
import { Answer } from "..";
import { ResponseBody } from "../ResponseBody";

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
    // Fetch gives the same error for all of these; the text blames none of them alone.
    expect(root.text).toMatch(/\(CORS\); .*headers too large/);
  });
});

describe("ResponseBody", () => {
  it("shows deeply nested JSON as it came, with a note that Download has it all", () => {
    const raw = `${"[".repeat(4500)}${"]".repeat(4500)}`;
    const html = renderToStaticMarkup(
      createElement(ResponseBody, {
        body: formatBody(raw, "application/json"),
        received: new Blob([raw], { type: "application/json" }),
        fileName: "list-projects-response",
      }),
    );
    const root = parse(html);
    expect(root.querySelector('[role="note"]')?.text).toBe(consoleStrings.bodyNotPretty(40_500_000));
    expect(html.length).toBeLessThan(30_000);
    expect(html).toContain(`<code>${raw}</code>`);
  });
});

/**
 * The quickstart works when copied: its ids are the reader's (read from shell variables), and
 * its bash steps chain through files, not through values pasted by hand. The bash blocks run
 * in a real bash with jq, against a stand-in `curl` that records what it was asked to send.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import { walk, type UnistNode } from "../../mdx/hast";
import { parseMetaAttribute } from "../../../common/mdx/highlight-lines";
import { readApiExample } from "../../mdx/remark-api-example";
import { blankFrontMatter, CONTENT_DIR } from "./helpers/content-files";

const FILE = path.join(CONTENT_DIR, "docs/quickstart.mdx");
/** Prefixes of the ids a reader gets back from the API (their project, dataset, run...). */
const READER_ID = /^(prj|ds|dsf|run|exp|ftj|plj|met|mdl)_[0-9a-z]+$/;

interface Page {
  readonly examples: ReturnType<typeof readApiExample>[];
  readonly blocks: { lang: string | null; title: string | null; value: string }[];
}

async function read(source: string): Promise<Page> {
  const page: Page = { examples: [], blocks: [] };
  const collector = () => (tree: UnistNode) =>
    walk(tree, (node) => {
      const name = (node as { name?: string }).name;
      if (node.type === "mdxJsxFlowElement" && name === "ApiExample") page.examples.push(readApiExample(node, FILE));
      if (node.type === "code")
        page.blocks.push({
          lang: node.lang ?? null,
          title: parseMetaAttribute(node.meta, "title"),
          value: node.value ?? "",
        });
    });
  await compile({ value: blankFrontMatter(source) }, { remarkPlugins: [remarkGfm, collector] });
  return page;
}

/** Ids in request bodies that the sample sends literally instead of reading from a variable. */
export function hardCodedIds(examples: Page["examples"]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, where: string, named: ReadonlySet<unknown>) => {
    if (typeof value === "string" && READER_ID.test(value) && !named.has(value)) found.push(`${where}: ${value}`);
    else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`, named);
  };
  for (const example of examples)
    visit(example.body, example.operation, new Set(Object.values(example.variables ?? {})));
  return found;
}

const source = readFileSync(FILE, "utf8");

describe("the quickstart", () => {
  it("sends no hard-coded id: every id in a request is read from a variable the page sets", async () => {
    const page = await read(source);
    expect(page.examples.length).toBeGreaterThan(5);
    expect(hardCodedIds(page.examples)).toEqual([]);
    const names = new Set(page.examples.flatMap((e) => Object.keys(e.variables ?? {})));
    const shells = page.blocks.filter((b) => b.lang === "bash").map((b) => b.value);
    for (const name of names) {
      expect(
        shells.some((code) => code.includes(`export ${name}=`)),
        `bash sets ${name}`,
      ).toBe(true);
      // PowerShell cannot run where the samples are tested, so its line is prose, in inline code.
      expect(source.includes(`\`$env:${name} = `), `the page says how PowerShell sets ${name}`).toBe(true);
    }
  });

  it("catches an id sent literally (so the check above can fail)", async () => {
    const page = await read('<ApiExample operation="get-dataset" body={{ id: "ds_5b81d0e6a7" }} />');
    expect(hardCodedIds(page.examples)).toEqual(["get-dataset.id: ds_5b81d0e6a7"]);
  });

  it("feeds the finalize step from the upload step's output, with jq", async () => {
    const { blocks } = await read(source);
    const script = (title: string) => {
      const block = blocks.find((b) => b.title === title);
      if (!block) throw new Error(`quickstart.mdx has no code block titled ${title}`);
      return block.value;
    };
    const dir = mkdtempSync(path.join(tmpdir(), "quickstart-"));
    const form = { s3PresignedPost: { url: "https://storage.example/", fields: { key: "k", policy: "p" } } };
    // A stand-in curl: records the body it would send and answers the upload form request.
    writeFileSync(
      path.join(dir, "curl"),
      [
        "#!/usr/bin/env bash",
        'out=""; data=""; url=""',
        'while [ "$#" -gt 0 ]; do',
        '  case "$1" in --output) out="$2"; shift;; --data) data="$2"; shift;; --url) url="$2"; shift;; esac',
        "  shift",
        "done",
        'if [ "$data" = "@-" ]; then data=$(cat); fi',
        'printf \'%s\\n\' "$data" > "sent-$(basename "$url").json"',
        `if [ -n "$out" ]; then printf '%s' '${JSON.stringify(form)}' > "$out"; else echo '{}'; fi`,
      ].join("\n"),
    );
    chmodSync(path.join(dir, "curl"), 0o755);
    const env = { PATH: `${dir}:${process.env.PATH}`, AUTOEVAL_API_KEY: "k", DATASET_ID: "ds_reader0001" };
    const run = (code: string) => execFileSync("bash", ["-e", "-c", code], { cwd: dir, env }).toString();

    run(script("request-form.sh"));
    expect(JSON.parse(readFileSync(path.join(dir, "sent-upload_file.json"), "utf8"))).toEqual({
      datasetId: "ds_reader0001",
    });
    run(script("finalize.sh"));
    expect(JSON.parse(readFileSync(path.join(dir, "sent-finalize_single_file_upload.json"), "utf8"))).toEqual({
      datasetId: "ds_reader0001",
      ...form,
    });
  });
});

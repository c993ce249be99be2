/**
 * Writes the site as data for language-model readers: a Markdown twin of every docs and
 * API page (path + ".md"), /llms.txt, /llms-full.txt, and robots.txt pointing at the sitemap.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { operationMarkdown, schemaMarkdown, type OperationForMarkdown, type SchemaForMarkdown } from "./api";
import { OPENAPI_DOWNLOAD_PATH } from "../../common/api-console/data";
import { llmsFullTxt, llmsTxt, type LlmsLink } from "./llms";
import { mdxToMarkdown, type ImageUrl, type OperationRef } from "./mdx-to-markdown";
import { partialFiles } from "../docs/partials";
import { twinPath } from "../../common/markdown-twins/paths";
import type { SiteConfig } from "../../config/schema";
import { type DigestCache, digestOf } from "../cache/digest-cache";

interface TwinSource {
  body: string;
  internal: { contentFilePath: string | null };
}

interface TwinsQuery {
  allDoc: {
    nodes: {
      title: string;
      description: string;
      path: string;
      version: string;
      unlisted: boolean;
      draft: boolean;
      mdx: TwinSource;
    }[];
  };
  allStandalonePage: { nodes: { title: string; description: string; path: string; mdx: TwinSource }[] };
  allReleaseNote: { nodes: { title: string; isoDate: string; description: string; mdx: { body: string } }[] };
  allApiOperation: {
    nodes: (OperationForMarkdown & { slug: string; metaDescription: string; tag: { name: string } })[];
  };
  allApiSchema: { nodes: (SchemaForMarkdown & { path: string; metaDescription: string })[] };
  apiInfo: {
    title: string;
    path: string;
    description: string;
    tags: { name: string; description: string; operations: { summary: string; path: string }[] }[];
  } | null;
}

const QUERY = `
  query MarkdownTwins {
    allDoc(sort: { path: ASC }) { nodes { title description path version unlisted draft mdx { ...TwinSource } } }
    allStandalonePage { nodes { title description path mdx { ...TwinSource } } }
    allReleaseNote(sort: { date: DESC }) { nodes { title isoDate: date(formatString: "YYYY-MM-DD") description mdx { body } } }
    allApiOperation { nodes { slug summary description metaDescription method url path tag { name }
      requestBody { schema example } responses { status description example } codeSamples { lang code } } }
    allApiSchema(sort: { title: ASC }) { nodes { name title description metaDescription tree example path operations { summary path } } }
    apiInfo { title path description tags { name description operations { summary path } } }
  }
  fragment TwinSource on Mdx { body internal { contentFilePath } }
`;

/**
 * The file a site path is written to, which must be inside public/: a route with ".." segments
 * once wrote a page's twin over the project's own files. Routes are checked when their nodes
 * are made (src/build/docs/route-check.ts); this is the last guard before the disk.
 */
export function fileInPublic(publicDir: string, urlPath: string): string {
  const root = path.resolve(publicDir);
  const file = path.join(root, urlPath);
  const relative = path.relative(root, file);
  if (relative === "" || relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    throw new Error(
      `Markdown twins: the path ${JSON.stringify(urlPath)} would be written to ${file}, outside ${root}. ` +
        "A page's route must not leave the site: give the page a route of plain path segments.",
    );
  }
  return file;
}

function write(publicDir: string, urlPath: string, text: string): void {
  const file = fileInPublic(publicDir, urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** An image a twin links: the page's file, copied to the page's folder. */
interface TwinImage {
  readonly from: string;
  readonly to: string;
}

/**
 * A page's relative images, for its twin: the HTML gets them from the image pipeline; the twin
 * (and llms-full.txt, which joins twins) links a copy in the page's folder by absolute URL.
 * The copies are listed in `copies`, made by copyImages.
 */
function twinImages(siteUrl: string, pagePath: string, copies: TwinImage[]): ImageUrl {
  return (relativeUrl, from) => {
    if (!from) return null;
    const file = path.resolve(path.dirname(from), decodeURI(relativeUrl));
    if (!existsSync(file)) return null;
    const target = path.posix.join(pagePath, path.basename(file));
    copies.push({ from: file, to: target });
    return `${siteUrl}${encodeURI(target)}`;
  };
}

function copyImages(publicDir: string, copies: readonly TwinImage[]): void {
  for (const { from, to } of copies) {
    const file = fileInPublic(publicDir, to);
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(from, file);
  }
}

/**
 * A docs page's twin body, converted from its MDX (the slowest part of the twins), or as
 * converted last time from the same MDX, operations and site URL; its images are copied either way.
 */
async function twinBody(
  cache: DigestCache,
  publicDir: string,
  siteUrl: string,
  pagePath: string,
  source: TwinSource,
  operations: { readonly map: ReadonlyMap<string, OperationRef>; readonly digest: string },
): Promise<string> {
  const file = source.internal.contentFilePath;
  // The partials the page imports are part of its twin.
  const partials = file ? partialFiles(source.body, file).map((partial) => readFileSync(partial, "utf8")) : [];
  const key = digestOf(source.body, file ?? "", operations.digest, siteUrl, pagePath, ...partials);
  const entry = await cache.json("twin-body", key, () => {
    const copies: TwinImage[] = [];
    const markdown = mdxToMarkdown(source.body, {
      operations: operations.map,
      imageUrl: twinImages(siteUrl, pagePath, copies),
      ...(source.internal.contentFilePath ? { file: source.internal.contentFilePath } : {}),
    });
    return { markdown, copies };
  });
  copyImages(publicDir, entry.copies);
  return entry.markdown;
}

export async function writeMarkdownTwins(
  graphql: CreatePagesArgs["graphql"],
  publicDir: string,
  site: SiteConfig,
  cache: DigestCache,
): Promise<{ twins: number }> {
  const result = await graphql<TwinsQuery>(QUERY);
  if (result.errors || !result.data) throw new Error(`Markdown twins query failed: ${JSON.stringify(result.errors)}`);
  const data = result.data;
  const url = (p: string) => `${site.url}${p}`;
  let twins = 0;
  const full: { url: string; markdown: string }[] = [];

  const refs = data.allApiOperation.nodes.map((op) => [op.slug, op.method, op.url, op.path] as const);
  const operations = {
    map: new Map(data.allApiOperation.nodes.map((op) => [op.slug, op])),
    digest: digestOf(JSON.stringify(refs)),
  };
  const body = (pagePath: string, source: TwinSource) =>
    twinBody(cache, publicDir, site.url, pagePath, source, operations);
  for (const doc of data.allDoc.nodes.filter((d) => !d.draft)) {
    const markdown = `# ${doc.title}\n\n${doc.description}\n\n${await body(doc.path, doc.mdx)}\n`;
    write(publicDir, twinPath(doc.path), markdown);
    twins++;
    if (doc.version === "current" && !doc.unlisted) full.push({ url: url(doc.path), markdown });
  }
  for (const page of data.allStandalonePage.nodes) {
    write(publicDir, twinPath(page.path), `# ${page.title}\n\n${await body(page.path, page.mdx)}\n`);
    twins++;
  }
  if (data.allReleaseNote.nodes.length > 0) {
    const notes = data.allReleaseNote.nodes
      .map((n) => `## ${n.title}\n\n_${n.isoDate}_\n\n${n.mdx.body.trim()}`)
      .join("\n\n");
    write(publicDir, "/release-notes.md", `# Release notes\n\n${notes}\n`);
    twins++;
  }
  for (const op of data.allApiOperation.nodes) {
    const markdown = operationMarkdown(op);
    write(publicDir, twinPath(op.path), markdown);
    full.push({ url: url(op.path), markdown });
    twins++;
  }
  for (const schema of data.allApiSchema.nodes) {
    write(publicDir, twinPath(schema.path), schemaMarkdown(schema));
    twins++;
  }
  const info = data.apiInfo;
  if (info) {
    const tags = info.tags.map(
      (t) => `## ${t.name}\n\n${t.description}\n\n${t.operations.map((o) => `- [${o.summary}](${o.path})`).join("\n")}`,
    );
    write(publicDir, twinPath(info.path), `# ${info.title}\n\n${info.description.trim()}\n\n${tags.join("\n\n")}\n`);
    write(
      publicDir,
      "/category/api.md",
      `# API\n\n- [Calling the API](/sdk/)\n- [API keys](/api-keys/)\n- [${info.title}](${info.path})\n\n${tags.join("\n\n")}\n`,
    );
    twins += 2;
  }

  const link = (title: string, p: string, note: string): LlmsLink => ({ title, url: url(twinPath(p)), note });
  const current = data.allDoc.nodes.filter((d) => d.version === "current" && !d.draft && !d.unlisted);
  const guides = current.filter((d) => d.path.startsWith("/guides/"));
  const concepts = current.filter((d) => d.path.startsWith("/autoeval/"));
  const rest = current.filter((d) => !guides.includes(d) && !concepts.includes(d));
  const archived = data.allDoc.nodes.filter((d) => d.version !== "current" && !d.draft && !d.unlisted);
  write(
    publicDir,
    "/llms.txt",
    llmsTxt(
      "AutoEval",
      `${site.tagline} AutoEval scores LLM inputs and outputs with small fine-tuned evaluator models (the alBERTa family), online or over stored datasets.`,
      `Every link below is the Markdown version of a page of ${site.url}. The API is JSON over HTTPS under https://lastmileai.dev/api/2/auto_eval, authenticated with \`Authorization: Bearer <API key>\`. The whole documentation in one file: ${url("/llms-full.txt")}.`,
      [
        { title: "Docs", links: rest.map((d) => link(d.title, d.path, d.description)) },
        { title: "Concepts", links: concepts.map((d) => link(d.title, d.path, d.description)) },
        { title: "Guides", links: guides.map((d) => link(d.title, d.path, d.description)) },
        {
          title: "API reference",
          links: [
            ...(info
              ? [
                  link(info.title, info.path, "Base URL, authentication and every operation"),
                  {
                    title: "OpenAPI description",
                    url: url(OPENAPI_DOWNLOAD_PATH),
                    note: "The OpenAPI 3.0 file (YAML) that this reference is made of",
                  },
                ]
              : []),
            ...data.allApiOperation.nodes.map((op) =>
              link(`${op.summary} (${op.method})`, op.path, op.metaDescription),
            ),
          ],
        },
        {
          title: "Optional",
          links: [
            link("Release notes", "/release-notes/", "What changed, release by release"),
            ...data.allApiSchema.nodes.map((s) => link(`Schema: ${s.title}`, s.path, s.metaDescription)),
            ...archived.map((d) => link(`${d.title} (archived ${d.version})`, d.path, d.description)),
          ],
        },
      ],
    ),
  );
  write(publicDir, "/llms-full.txt", llmsFullTxt("AutoEval", site.tagline, full));
  write(publicDir, "/robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${url("/sitemap-index.xml")}\n`);
  return { twins };
}

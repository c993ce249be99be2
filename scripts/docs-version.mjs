/**
 * Cuts a docs version, with Docusaurus's meaning: `npm run docs:version -- 3.x` freezes the
 * current docs as version 3.x, the newest release. Run it from the site's root folder.
 *
 * - copies content/docs to content/versioned_docs/version-3.x, pointing links to current docs
 *   (`](/quickstart/)`, `to="/sdk/"`) at the copies (`/3.x/quickstart/`), as version-1.x does;
 * - freezes the partials with them: copies content/partials to content/partials/version-3.x
 *   and points the copies' imports there;
 * - copies content/sidebars/current.json to content/sidebars/3.x.json;
 * - lists the version first among the archived ones in content/versions.json and makes it the
 *   newest release (`lastVersion`); the current docs keep evolving under their label, which
 *   becomes "Next" if it was the name just frozen.
 *
 * Nothing is written when the name is invalid or the version exists already.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const VERSIONS_FILE = "content/versions.json";
const PARTIALS = "content/partials";
/** Docusaurus's label for the docs that come after the newest release. */
const NEXT_LABEL = "Next";
/** The rule content/versions.json is validated with (src/build/docs/versions-file.ts). */
const VERSION_NAME = /^[0-9][0-9a-z.-]*$/;
const DOC_FILE = /\.mdx?$/;
/** Longer names make unreadable URLs and dropdowns, and file names past the file system's limit. */
const MAX_NAME_LENGTH = 64;
/**
 * Top-level paths the build writes besides the docs, the pages and static/ (which are read from
 * the site): the API reference, category and release-notes pages, social cards, Gatsby's
 * folders and files, the search index, sidebars, the console's data and the site-wide files.
 */
const BUILD_ROUTES = [
  "api",
  "category",
  "release-notes",
  "og",
  "page-data",
  "static",
  "search-index",
  "search-index.json",
  "sidebars",
  "api-console",
  "openapi.yaml",
  "404.html",
  "sitemap-index.xml",
  "sitemap-0.xml",
  "robots.txt",
  "llms.txt",
  "llms-full.txt",
  "_headers",
];

export class DocsVersionError extends Error {
  name = "DocsVersionError";
}

function docFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => DOC_FILE.test(file))
    .sort();
}

/** The longest path Linux accepts (PATH_MAX, 4096 bytes with its terminating NUL). */
const MAX_PATH_BYTES = 4095;

/**
 * Refuses, before anything is written, a copy whose paths would grow past the file system's
 * limit. Checked ahead because the copy cannot be trusted to report it: Node 22's cpSync aborts
 * the whole process (a C++ filesystem_error) where Node 20's throws ENAMETOOLONG.
 */
function refuseTooLongPaths(source, target) {
  for (const entry of readdirSync(source, { recursive: true, encoding: "utf8" })) {
    const copied = path.join(target, entry);
    if (Buffer.byteLength(copied) > MAX_PATH_BYTES) {
      throw new DocsVersionError(
        `A file name of the version is too long for the file system (${copied.length} characters, ` +
          `at most ${MAX_PATH_BYTES}: ${copied}). ` +
          "Use a shorter version name, or shorter names for the docs' files and folders.",
      );
    }
  }
}

/** The route of a current doc, as src/common/docs/routes.ts computes it (front matter slug first). */
function currentRoute(relative, source) {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  const slug = /^slug:\s*["']?([^"'\s]+)["']?\s*$/m.exec(frontMatter)?.[1];
  const local = slug ?? `/${relative.replace(DOC_FILE, "").replace(/(^|\/)index$/, "")}`;
  return `/${local.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
}

/**
 * Points a copied doc's imports of partials (`import X from "../partials/x.mdx"`) at the
 * version's frozen copies under content/partials/version-<name>/.
 * @param {string} source the doc's text
 * @param {string} from the doc's folder before the copy
 * @param {string} to the doc's folder in the version
 * @param {string} partials content/partials
 * @param {string} frozen content/partials/version-<name>
 */
export function pointImportsAt(source, from, to, partials, frozen) {
  return source.replace(/^(import\s+\w+\s+from\s+)(["'])([^"'\n]+\.mdx?)\2/gm, (statement, head, quote, specifier) => {
    const inside = path.relative(partials, path.resolve(from, specifier));
    if (inside.startsWith("..") || path.isAbsolute(inside)) return statement;
    const target = path.relative(to, path.join(frozen, inside)).split(path.sep).join("/");
    return `${head}${quote}${target.startsWith(".") ? target : `./${target}`}${quote}`;
  });
}

/** Rewrites Markdown links and to/href attributes whose path is a current doc's route. */
export function pointLinksAt(source, routes, version) {
  const retarget = (url) => {
    const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(url);
    return routes.has(pathname) ? `/${version}${pathname}${rest}` : url;
  };
  return source
    .replace(/(\]\()(\/[^)\s]*)/g, (_, open, url) => `${open}${retarget(url)}`)
    .replace(/(\b(?:to|href)=")(\/[^"]*)/g, (_, open, url) => `${open}${retarget(url)}`);
}

/**
 * The first path segments the site already owns: the current docs' routes (files and slugs),
 * the standalone pages (content/pages), Gatsby's pages (src/pages: 404, search), static/, and
 * what the build writes (BUILD_ROUTES). A version is served under /<name>/, so a name among
 * them would claim a route twice.
 * @param {string} root the site's folder
 * @param {Iterable<string>} docRoutes the current docs' routes
 */
export function ownedRoutes(root, docRoutes) {
  const entries = (dir, strip) =>
    existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)).map((entry) => entry.replace(strip, "")) : [];
  return new Set([
    ...[...docRoutes].map((route) => route.split("/")[1]).filter(Boolean),
    ...entries("content/pages", DOC_FILE),
    ...entries("src/pages", /\.(?:tsx?|jsx?)$/),
    ...entries("static", /$/),
    ...BUILD_ROUTES,
  ]);
}

function readVersions(root) {
  const file = path.join(root, VERSIONS_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new DocsVersionError(`${VERSIONS_FILE} could not be read: ${error.message}`);
  }
}

/** Cuts version `name` of the site under `root`; returns the files it wrote, relative to root, and the current docs' label. */
export function cutVersion(root, name) {
  if (!name) throw new DocsVersionError("Usage: npm run docs:version -- <name>, e.g. npm run docs:version -- 3.x");
  if (name.length > MAX_NAME_LENGTH) {
    throw new DocsVersionError(
      `"${name.slice(0, 20)}…" (${name.length} characters) is too long for a version name: use at most ` +
        `${MAX_NAME_LENGTH}, e.g. "3.x" or "2.1".`,
    );
  }
  if (!VERSION_NAME.test(name) || name === "current") {
    throw new DocsVersionError(
      `"${name}" is not a valid version name: start with a digit, then lowercase letters, digits, ` +
        `dots and dashes, e.g. "3.x" or "2.1".`,
    );
  }
  const versions = readVersions(root);
  const archived = Array.isArray(versions.archived) ? versions.archived : [];
  const docsDir = `content/versioned_docs/version-${name}`;
  const sidebarsFile = `content/sidebars/${name}.json`;
  const partialsDir = path.join(root, PARTIALS);
  const frozenPartials = `${PARTIALS}/version-${name}`;
  const taken = [
    archived.some((v) => v.name === name) && `${VERSIONS_FILE} lists it`,
    existsSync(path.join(root, docsDir)) && `${docsDir} exists`,
    existsSync(path.join(root, sidebarsFile)) && `${sidebarsFile} exists`,
    existsSync(path.join(root, frozenPartials)) && `${frozenPartials} exists`,
  ].filter(Boolean);
  if (taken.length > 0) {
    const names = archived.map((v) => v.name).join(", ") || "none";
    throw new DocsVersionError(
      `Version "${name}" already exists (${taken.join("; ")}). Archived versions are: ${names}. ` +
        `Pick another name, or remove the old version's files first.`,
    );
  }

  const source = path.join(root, "content/docs");
  const files = docFiles(source);
  const routes = new Set(files.map((file) => currentRoute(file, readFileSync(path.join(source, file), "utf8"))));
  if (ownedRoutes(root, routes).has(name)) {
    throw new DocsVersionError(
      `"${name}" cannot be a version name: the version would be served under /${name}/, a path the site ` +
        `already has (a doc, a page, a static file or a path the build writes). Pick another name, e.g. "3.x".`,
    );
  }
  refuseTooLongPaths(source, path.join(root, docsDir));
  const hasPartials = existsSync(partialsDir);
  cpSync(source, path.join(root, docsDir), { recursive: true });
  if (hasPartials) {
    // The partials as they are now, without the copies frozen for earlier versions.
    for (const entry of readdirSync(partialsDir)) {
      if (entry.startsWith("version-")) continue;
      cpSync(path.join(partialsDir, entry), path.join(root, frozenPartials, entry), { recursive: true });
    }
  }
  for (const file of files) {
    const target = path.join(root, docsDir, file);
    const text = pointLinksAt(readFileSync(target, "utf8"), routes, name);
    const imports = hasPartials
      ? pointImportsAt(
          text,
          path.dirname(path.join(source, file)),
          path.dirname(target),
          partialsDir,
          path.join(root, frozenPartials),
        )
      : text;
    writeFileSync(target, imports);
  }
  cpSync(path.join(root, "content/sidebars/current.json"), path.join(root, sidebarsFile));
  const current = versions.current?.label === name ? { ...versions.current, label: NEXT_LABEL } : versions.current;
  const updated = { ...versions, current, archived: [{ name, label: name }, ...archived], lastVersion: name };
  writeFileSync(path.join(root, VERSIONS_FILE), `${JSON.stringify(updated, null, 2)}\n`);
  return {
    written: [docsDir, ...(hasPartials ? [frozenPartials] : []), sidebarsFile, VERSIONS_FILE],
    currentLabel: current?.label ?? NEXT_LABEL,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const name = process.argv[2];
    const { written, currentLabel } = cutVersion(process.cwd(), name);
    console.log(
      `Cut docs version ${name}, now the newest release (served under /${name}/):\n- ${written.join("\n- ")}\n` +
        `The current docs stay at the root, labelled "${currentLabel}", with a banner saying they are unreleased; ` +
        `change current.label in ${VERSIONS_FILE} to name the coming release.`,
    );
  } catch (error) {
    // A backstop for a path the name check cannot foresee (a long doc path under the copy).
    const tooLong = error?.code === "ENAMETOOLONG";
    if (!tooLong && !(error instanceof DocsVersionError)) throw error;
    console.error(
      tooLong
        ? `A file name of the version is too long for the file system (${error.path ?? error.message}). ` +
            "Use a shorter version name, or shorter names for the docs' files and folders."
        : error.message,
    );
    process.exitCode = 1;
  }
}

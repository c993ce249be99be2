/**
 * Syntax highlighting at build time with highlight.js, so readers download no highlighter:
 * pages carry the highlighted markup, and the browser only styles it.
 */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import plaintext from "highlight.js/lib/languages/plaintext";
import python from "highlight.js/lib/languages/python";
import typescript from "highlight.js/lib/languages/typescript";
import yaml from "highlight.js/lib/languages/yaml";

const languages = { bash, javascript, json, plaintext, python, typescript, yaml } as const;
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);

const ALIASES: Record<string, keyof typeof languages> = {
  sh: "bash",
  shell: "bash",
  curl: "bash",
  console: "bash",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  ts: "typescript",
  tsx: "typescript",
  py: "python",
  yml: "yaml",
  jsonl: "json",
  text: "plaintext",
  txt: "plaintext",
  csv: "plaintext",
};

export function languageOf(lang: string | null | undefined): keyof typeof languages {
  const key = (lang ?? "").toLowerCase();
  if (key in languages) return key as keyof typeof languages;
  return ALIASES[key] ?? "plaintext";
}

/** HTML-escaped, highlighted markup of the code; highlight.js escapes the source itself. */
export function highlight(code: string, lang: string | null | undefined): string {
  return hljs.highlight(code, { language: languageOf(lang), ignoreIllegals: true }).value;
}

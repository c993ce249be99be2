/**
 * In the browser, for the API console's samples: highlight.js with only the three sample
 * languages (the build highlights everything else; see src/build/highlight.ts).
 */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import javascript from "highlight.js/lib/languages/javascript";
import python from "highlight.js/lib/languages/python";

hljs.registerLanguage("bash", bash);
hljs.registerLanguage("python", python);
hljs.registerLanguage("javascript", javascript);

const LANGUAGE = { curl: "bash", python: "python", javascript: "javascript" } as const;

/** Escaped, highlighted markup, as the build makes for the page's own samples. */
export function highlightSample(code: string, lang: keyof typeof LANGUAGE): string {
  return hljs.highlight(code, { language: LANGUAGE[lang], ignoreIllegals: true }).value;
}

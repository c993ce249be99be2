/**
 * The API console's strings. They live apart from src/strings.ts because that module ships in
 * the first load of every page, and these only with the console, which most readers never open.
 */
export const consoleStrings = {
  consoleTitle: "Try it",
  consoleIntro: "Send this request to the API with your own key. Nothing is sent until you press Send.",
  closeConsole: "Close the console",
  server: "Server",
  customServer: "Custom base URL…",
  customBaseUrl: "Base URL",
  customBaseUrlHint: "https://, or http:// for localhost and 127.0.0.1 (a local mock server)",
  apiKey: "API key",
  showKey: "Show key",
  hideKey: "Hide key",
  rememberKey: "Remember for this tab",
  keyNotKept:
    "This tab's storage is full or turned off, so the key could not be remembered: it is held in this page's memory only, and a reload will forget it.",
  keyHint:
    "Held in this page's memory only; with Remember, in this tab's session storage until the tab closes. Leave it empty to see the API refuse the call.",
  samplesReadKey:
    "The samples read your key from the AUTOEVAL_API_KEY environment variable; show the key to write it in.",
  samplesShowKey: "The samples hold your key as typed: hide it before you share them.",
  parametersIn: (location: string) =>
    ({ path: "Path parameters", query: "Query parameters", header: "Header parameters" })[location] ?? location,
  requiredField: "required",
  listHint: "Separate values with commas.",
  notSet: "(not set)",
  requestBodyJson: "Request body (JSON)",
  requestExample: "Example",
  resetToExample: "Reset to example",
  bodyProblems: "The body does not match the request schema:",
  bodyRoot: "the body",
  line: (line: number) => `Line ${line}`,
  send: "Send",
  cancel: "Cancel",
  sendShortcut: "or Ctrl+Enter (⌘+Enter on a Mac)",
  sending: "Sending…",
  notSent: "Nothing was sent: fix the marked fields first.",
  answer: "Response",
  answered: (status: string, elapsed: string) => `Answered ${status} in ${elapsed}.`,
  responseHeaders: (count: number) => `Response headers (${count})`,
  responseBody: "Response body",
  emptyBody: "The response has no body.",
  showAll: (lines: number, characters: number) =>
    lines > 1
      ? `Show all ${lines.toLocaleString("en")} lines`
      : `Show all ${characters.toLocaleString("en")} characters`,
  showLess: "Show less",
  copyBody: "Copy body",
  copiedBody: "Copied",
  downloadBody: "Download",
  bodyCut: (limit: string) =>
    `The body went on past ${limit}: only that much was read, and it is shown as it came. Download keeps what was received.`,
  bodyNotPretty: (characters: number) =>
    `Pretty-printed, this JSON would run to ${characters.toLocaleString("en")} characters, too many to show, so it is shown as it came. Download keeps the whole body.`,
  bodyClipped: (characters: number) =>
    `Only the first ${characters.toLocaleString("en")} characters of the body are shown. Download keeps the whole body.`,
  staleAnswer: "This answer is for an earlier request: the inputs have changed since. Send again for a new one.",
  documentedResponse: (status: string) => `The ${status} response in this reference`,
  undocumentedStatus: "This reference documents no response for this status.",
  errorAnswer: "The API answered, with an error.",
  cancelled: "The request was canceled; no answer will be shown.",
  unreachableTitle: "The request did not reach the API.",
  unreachableWhy: (url: string) =>
    `Your browser could not get an answer from ${url}. From a web page, a browser lets the answer through only when the API's server allows this site to call it (CORS); a wrong base URL, a network outage, a failed DNS lookup or an answer the browser refused to read (headers too large, for one) look the same from here.`,
  unreachableCurl: "The curl sample makes the same request from a terminal, where none of this applies.",
  history: (count: number) =>
    `History: this operation's last ${count === 1 ? "request" : `${count} requests`} in this tab`,
  notReached: "not reached",
  reopen: "Reopen",
  reopenLabel: (method: string, time: string) => `Reopen the ${method} request sent at ${time}`,
  clearHistory: "Clear the history",
} as const;

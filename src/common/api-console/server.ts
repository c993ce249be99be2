/**
 * The servers the API console can call: the configured base URL, the description's servers,
 * and a custom base URL the reader types. The Content-Security-Policy (src/build/built-site/deploy-headers.ts)
 * allows the same set, so a URL this module accepts is never blocked by the browser:
 * any https:// URL, and http:// only on this machine, where the key never crosses a network.
 */
import type { ConsoleServer } from "./types";

/** Hosts reached over plain http: a local mock server, a gateway on this machine. */
export const LOCAL_HTTP_HOSTS = ["127.0.0.1", "localhost"] as const;

export type BaseUrlCheck =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly problem: string };

export const BASE_URL_PROBLEMS = {
  empty: "Type a base URL, such as https://lastmileai.dev.",
  invalid: "This is not a URL. Type one such as https://lastmileai.dev or http://127.0.0.1:4010.",
  scheme: "The base URL must start with https:// or http://.",
  plainHttp:
    "Plain http:// is allowed only for localhost and 127.0.0.1: elsewhere your key would cross the network unencrypted. Use https://.",
  extras: "Leave out a user name, password, ?query or #fragment: give only the scheme, host, port and path.",
} as const;

/**
 * Checks a typed base URL and returns it without a trailing slash, ready for an operation's
 * path (which starts with one) to be appended.
 */
export function checkBaseUrl(text: string): BaseUrlCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: BASE_URL_PROBLEMS.empty };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: BASE_URL_PROBLEMS.invalid };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, problem: BASE_URL_PROBLEMS.scheme };
  if (url.protocol === "http:" && !(LOCAL_HTTP_HOSTS as readonly string[]).includes(url.hostname)) {
    return { ok: false, problem: BASE_URL_PROBLEMS.plainHttp };
  }
  if (url.username || url.password || url.search || url.hash || /[?#]/.test(trimmed)) {
    return { ok: false, problem: BASE_URL_PROBLEMS.extras };
  }
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, "") };
}

/** The servers to offer: the configured base URL first, then the description's, each once. */
export function serverChoices(baseUrl: string, described: readonly ConsoleServer[]): ConsoleServer[] {
  const choices: ConsoleServer[] = [{ url: baseUrl, description: "" }];
  for (const server of described) {
    const url = server.url.replace(/\/+$/, "");
    const known = choices.find((c) => c.url === url);
    if (known) {
      if (!known.description) choices[choices.indexOf(known)] = { url, description: server.description };
    } else {
      choices.push({ url, description: server.description });
    }
  }
  return choices;
}

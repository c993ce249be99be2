/**
 * The description's `servers`: the API console offers each as a server to send to, and the
 * site's Content-Security-Policy lets the browser reach each. So each must be an absolute http(s)
 * URL: a `javascript:` or `data:` URL was offered in the console and refused only at Send, and a
 * relative one has no host to allow.
 */
import { ApiDescriptionError, jsonPointer } from "./errors";
import type { RawDocument } from "./types";

export interface ServerModel {
  url: string;
  description: string;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function describedServers(doc: RawDocument, file: string): ServerModel[] {
  return (doc.servers ?? []).map((server, index) => {
    if (typeof server.url !== "string" || !isHttpUrl(server.url)) {
      throw new ApiDescriptionError(
        file,
        jsonPointer(["servers", index, "url"]),
        `${JSON.stringify(server.url)} is not an absolute http(s) URL; the API console offers every server ` +
          "to send requests to. Give a URL such as https://api.example.com/v2, with no user name or password.",
      );
    }
    return { url: server.url, description: server.description ?? "" };
  });
}

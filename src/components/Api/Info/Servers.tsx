import React from "react";
import type { ApiInfo } from "./types";

/** The API's base URLs, each with what it serves. */
export function Servers({ servers }: { readonly servers: ApiInfo["servers"] }) {
  return (
    <ul>
      {servers.map((server) => (
        <li key={server.url}>
          <code>{server.url}</code> — {server.description}
        </li>
      ))}
    </ul>
  );
}

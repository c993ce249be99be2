/**
 * The console's inputs and where they are kept: the server choice in localStorage (shared with
 * every operation page), the key in memory (in this tab's sessionStorage only when the reader
 * asks), parameters and body in memory, the body starting at the operation's first example.
 */
import { useCallback, useState } from "react";
import { initialText, parameterKey } from "../../../browser/api-console/parameters";
import type { ConsoleInputs } from "../../../browser/api-console/request";
import { checkBaseUrl } from "../../../common/api-console/server";
import type { ConsoleOperation, ConsoleServer } from "../../../common/api-console/types";
import { forgetKey, keepKey, keptKey } from "../../../browser/api-console/key-storage";
import { storage, STORAGE_KEYS } from "../../../browser/storage";

export type ServerChoice =
  { readonly kind: "listed"; readonly url: string } | { readonly kind: "custom"; readonly text: string };

export function exampleText(op: ConsoleOperation, index = 0): string {
  const example = op.requestBody?.examples[index];
  return example ? JSON.stringify(example.value, null, 2) : "";
}

function storedServer(servers: readonly ConsoleServer[]): ServerChoice {
  const stored = storage.get(STORAGE_KEYS.consoleServer);
  if (stored && servers.some((s) => s.url === stored)) return { kind: "listed", url: stored };
  if (stored && checkBaseUrl(stored).ok) return { kind: "custom", text: stored };
  return { kind: "listed", url: servers[0]?.url ?? "" };
}

export function useConsoleInputs(op: ConsoleOperation, servers: readonly ConsoleServer[]) {
  const [server, setServerState] = useState<ServerChoice>(() => storedServer(servers));
  const [key, setKeyState] = useState(() => keptKey() ?? "");
  const [remember, setRememberState] = useState(() => keptKey() !== null);
  // The reader asked to remember the key, and this tab's storage refused it.
  const [notKept, setNotKept] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [parameters, setParameters] = useState<Record<string, string>>(() =>
    Object.fromEntries(op.parameters.map((p) => [parameterKey(p), initialText(p.field)])),
  );
  const [body, setBody] = useState(() => exampleText(op));

  const setServer = useCallback((choice: ServerChoice) => {
    setServerState(choice);
    const url = choice.kind === "listed" ? choice.url : choice.text.trim();
    // A custom URL is remembered once it is one the console can call.
    if (choice.kind === "listed" || checkBaseUrl(url).ok) storage.set(STORAGE_KEYS.consoleServer, url);
  }, []);

  /** Keeps the key for the tab; when storage refuses, unticks Remember and says why. */
  const keep = useCallback((value: string) => {
    const kept = keepKey(value);
    setRememberState(kept);
    setNotKept(!kept);
  }, []);

  const setKey = useCallback(
    (value: string) => {
      setKeyState(value);
      if (remember) keep(value);
    },
    [remember, keep],
  );

  const setRemember = useCallback(
    (on: boolean) => {
      if (on) {
        keep(key);
      } else {
        forgetKey();
        setRememberState(false);
        setNotKept(false);
      }
    },
    [key, keep],
  );

  const setParameter = useCallback((name: string, text: string) => {
    setParameters((current) => ({ ...current, [name]: text }));
  }, []);

  /** Puts a request of the history back in the form (its server, parameters and body). */
  const restore = useCallback(
    (entry: {
      readonly server: string;
      readonly parameters: Readonly<Record<string, string>>;
      readonly body: string;
    }) => {
      setServer(
        servers.some((s) => s.url === entry.server)
          ? { kind: "listed", url: entry.server }
          : { kind: "custom", text: entry.server },
      );
      setParameters((current) => ({ ...current, ...entry.parameters }));
      setBody(entry.body);
    },
    [servers, setServer],
  );

  const values: ConsoleInputs = {
    baseUrl: server.kind === "listed" ? server.url : server.text,
    parameters,
    body,
  };
  return {
    values,
    server,
    setServer,
    key,
    setKey,
    remember,
    setRemember,
    notKept,
    revealed,
    setRevealed,
    setParameter,
    setBody,
    restore,
  };
}

/**
 * The console's Ctrl/⌘+Enter, from any field (the editor would otherwise take the Enter): once
 * per press, however long the keys are held (api-console/shortcut.ts).
 */
import type React from "react";
import { useCallback, useEffect, useState } from "react";
import { createSendGate, isSendShortcut } from "../../../browser/api-console/shortcut";

export function useSendShortcut(send: () => void): (event: React.KeyboardEvent) => void {
  const [gate] = useState(createSendGate);

  // Enter may come up anywhere on the page, or in another window.
  useEffect(() => {
    const release = (event: KeyboardEvent) => gate.release(event);
    window.addEventListener("keyup", release, true);
    window.addEventListener("blur", gate.reset);
    return () => {
      window.removeEventListener("keyup", release, true);
      window.removeEventListener("blur", gate.reset);
    };
  }, [gate]);

  return useCallback(
    (event: React.KeyboardEvent) => {
      if (!isSendShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      if (gate.press(event)) send();
    },
    [gate, send],
  );
}

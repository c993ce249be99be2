/**
 * Whether an operation page's console is open, shared by the Try it button in the endpoint bar
 * and the pane that shows the console, which sit apart in the page. `opened` counts the presses
 * of Try it, so a press while the console is already open takes the reader back to it.
 */
import React, { createContext, useContext, useMemo, useRef, useState } from "react";

interface ConsoleOpenState {
  /** 0 while closed; grows with each press of Try it. */
  readonly opened: number;
  readonly open: () => void;
  readonly close: () => void;
  /** The Try it button, which gets the focus back when the console closes. */
  readonly button: React.RefObject<HTMLButtonElement>;
}

// Outside an operation page's provider, the console never opens.
const ConsoleOpen = createContext<ConsoleOpenState>({
  opened: 0,
  open: () => undefined,
  close: () => undefined,
  button: { current: null },
});

export function ConsoleOpenProvider({ children }: { readonly children: React.ReactNode }) {
  const [opened, setOpened] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const value = useMemo(
    () => ({ opened, open: () => setOpened((count) => count + 1), close: () => setOpened(0), button }),
    [opened],
  );
  return <ConsoleOpen.Provider value={value}>{children}</ConsoleOpen.Provider>;
}

export function useConsoleOpen(): ConsoleOpenState {
  const state = useContext(ConsoleOpen);
  if (!state)
    throw new Error("useConsoleOpen: render the console inside a ConsoleOpenProvider (the operation template).");
  return state;
}

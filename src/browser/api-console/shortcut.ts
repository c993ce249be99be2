/**
 * Ctrl/⌘+Enter sends from any field of the console, once per press. A key held down repeats its
 * keydown, marked `repeat`; some systems repeat without the mark, so a send also needs Enter to
 * have come up since the last one (or the window to have lost the focus, which loses the keyup).
 */

export interface ShortcutKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly repeat: boolean;
}

export const isSendShortcut = (event: ShortcutKey): boolean =>
  event.key === "Enter" && (event.ctrlKey || event.metaKey);

export interface SendGate {
  /** True when this keydown is a fresh press of the shortcut, which sends. */
  readonly press: (event: ShortcutKey) => boolean;
  /** A keyup: Enter coming up readies the next press. */
  readonly release: (event: Pick<ShortcutKey, "key">) => void;
  /** The window lost the focus: whatever was held, its keyup will not come here. */
  readonly reset: () => void;
}

export function createSendGate(): SendGate {
  let held = false;
  return {
    press(event) {
      if (!isSendShortcut(event) || event.repeat || held) return false;
      held = true;
      return true;
    },
    release(event) {
      if (event.key === "Enter") held = false;
    },
    reset() {
      held = false;
    },
  };
}

/**
 * The query on screen that found nothing, or null, as the modal's search client reports it.
 * Held outside React state: a render of the modal would hand DocSearch new props and restart
 * its search, losing what the reader typed.
 */
export interface NoHitsSignal {
  get(): string | null;
  set(query: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createNoHitsSignal(): NoHitsSignal {
  let value: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(query) {
      if (query === value) return;
      value = query;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

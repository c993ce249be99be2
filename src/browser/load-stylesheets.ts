/**
 * Adds stylesheets to the document once each and resolves when all have loaded (or failed:
 * a missing stylesheet must not keep the search modal from opening).
 */
const pending = new Map<string, Promise<void>>();

export function loadStylesheets(urls: readonly string[]): Promise<void> {
  return Promise.all(
    urls.map((url) => {
      const known = pending.get(url);
      if (known) return known;
      const loaded = new Promise<void>((resolve) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = url;
        link.onload = () => resolve();
        link.onerror = () => resolve();
        document.head.appendChild(link);
      });
      pending.set(url, loaded);
      return loaded;
    }),
  ).then(() => undefined);
}

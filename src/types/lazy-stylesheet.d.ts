/** A stylesheet imported with `?lazy-stylesheet`: its URL (see src/build/webpack/lazy-stylesheets.ts). */
declare module "*?lazy-stylesheet" {
  const url: string;
  export default url;
}

/** A stylesheet imported with `?lazy-stylesheet`: its URL (see gatsby/lazy-stylesheets.ts). */
declare module "*?lazy-stylesheet" {
  const url: string;
  export default url;
}

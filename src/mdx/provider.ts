/**
 * The components every compiled MDX page uses, given to it by MDX's provider hook
 * (gatsby-config sets this module as `providerImportSource`). Each page imports them itself
 * instead of reading them from a React context: a page body that loads as a chunk of its own
 * (src/tuning/deferred-body.ts) brings its components along, and a body hydrated as a root of its own
 * (body-island.tsx) needs no provider around it.
 */
import { mdxComponents } from "./components";

export function useMDXComponents(): typeof mdxComponents {
  return mdxComponents;
}

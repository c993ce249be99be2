/**
 * Which component writes <head>: gatsby-ssr provides react-helmet itself (every page's HTML
 * carries its tags), gatsby-browser the lazily loaded BrowserHead. Injected through context so
 * that no page template imports react-helmet into the browser's first load.
 */
import { createContext, type ComponentType } from "react";
import type { HeadTags } from "./head-tags";

export type HeadRenderer = ComponentType<{ readonly tags: HeadTags }>;

export const HeadRendererContext = createContext<HeadRenderer>(() => null);

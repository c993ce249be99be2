import type { GatsbySSR } from "gatsby";

export declare const onRenderBody: GatsbySSR["onRenderBody"];

/**
 * gatsby-plugin-google-gtag's options (gatsby-config.ts), and the inline script the plugin
 * writes with them, so the deploy headers can allow exactly that script (gatsby/inline-scripts.ts).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { isValidElement, type ReactNode } from "react";

// A type, not an interface: Gatsby's plugin options take an object with an index signature.
export type GtagPluginOptions = {
  readonly trackingIds: readonly string[];
  readonly gtagConfig: Readonly<Record<string, unknown>>;
  readonly pluginConfig: { readonly head: boolean; readonly respectDNT: boolean; readonly exclude: readonly string[] };
};

export function gtagPluginOptions(gtagId: string): GtagPluginOptions {
  return {
    trackingIds: [gtagId],
    // Page views are sent by gatsby-browser on every location change, the first included.
    gtagConfig: { send_page_view: false, anonymize_ip: true },
    // The plugin's own route-update page views are switched off (every path excluded).
    pluginConfig: { head: false, respectDNT: false, exclude: ["/**"] },
  };
}

interface ScriptProps {
  readonly src?: string;
  readonly dangerouslySetInnerHTML?: { readonly __html: string };
}

/**
 * What the plugin's onRenderBody writes with these options: the gtag.js URL of its
 * `<script src>` and the text of its inline snippet, taken from the plugin itself.
 */
export function gtagPluginScripts(options: GtagPluginOptions): { src: string | undefined; inline: string[] } {
  const ssr = createRequire(path.join(process.cwd(), "package.json"))("gatsby-plugin-google-gtag/gatsby-ssr") as {
    onRenderBody: (api: Record<string, (components: ReactNode[]) => void>, options: GtagPluginOptions) => void;
  };
  const written: ReactNode[] = [];
  const collect = (components: ReactNode[]) => void written.push(...components);
  ssr.onRenderBody({ setHeadComponents: collect, setPostBodyComponents: collect }, options);
  const scripts = written.filter((c) => isValidElement<ScriptProps>(c) && c.type === "script") as {
    props: ScriptProps;
  }[];
  return {
    src: scripts.find((s) => s.props.src)?.props.src,
    inline: scripts.flatMap((s) => (s.props.dangerouslySetInnerHTML ? [s.props.dangerouslySetInnerHTML.__html] : [])),
  };
}

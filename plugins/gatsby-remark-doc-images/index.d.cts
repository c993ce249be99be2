/** Types of index.cjs, for the tests. */
interface FluidResult {
  src: string;
  srcSet: string;
  sizes: string;
  presentationWidth: number;
  presentationHeight: number;
}
interface PluginApi {
  markdownAST: unknown;
  markdownNode: { parent?: string | null };
  getNode: (id: string) => unknown;
  files: readonly { absolutePath: string }[];
  reporter: {
    panicOnBuild: (error: {
      id: string;
      context: { sourceMessage: string };
    }) => void;
  };
  cache?: unknown;
  pathPrefix?: string;
}
interface PluginOptions {
  maxWidth?: number;
  fluid?: (args: {
    file: unknown;
    args: Record<string, unknown>;
  }) => Promise<FluidResult | null>;
}
declare function transform(
  api: PluginApi,
  options?: PluginOptions,
): Promise<void>;
export = transform;

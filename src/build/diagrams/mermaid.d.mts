/** A diagram drawn, or why it could not be. */
export type DrawResult =
  | { readonly ok: true; readonly type: string; readonly svg: string }
  | {
      readonly ok: false;
      /** parse: Mermaid's parser refused it; type: a type drawn only in a browser; title: no accTitle; syntax: parts the renderer would leave out. */
      readonly problem: "parse" | "type" | "title" | "syntax";
      /** The line within the diagram (1-based), when known. */
      readonly line: number | null;
      readonly message: string;
    };

export declare const DRAWN_TYPES: Readonly<Record<string, string>>;

export declare function drawMermaid(
  source: string,
  id: string,
): Promise<DrawResult>;

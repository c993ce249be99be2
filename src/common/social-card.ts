/** Where a page's social card lives, and its size: shared by the build that draws it and the head tags. */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** "/" → "/og/index.png"; "/autoeval/metrics/" → "/og/autoeval/metrics.png"; "/404.html" → "/og/404.png". */
export function socialCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\.html$/, "").replace(/^\/+|\/+$/g, "");
  return `/og/${trimmed || "index"}.png`;
}

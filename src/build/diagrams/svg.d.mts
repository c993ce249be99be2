export declare function scopeCss(css: string, id: string): string;

export declare function prepareSvg(
  svg: string,
  options: { id: string; title: string; description: string },
): string;

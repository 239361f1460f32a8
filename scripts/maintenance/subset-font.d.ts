// subset-font ships no types: what scripts/maintenance/subset-switch-font.ts calls of it.
declare module 'subset-font' {
  /** The font cut to the characters of `text`, in `targetFormat`, its variation axes pinned or narrowed. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}

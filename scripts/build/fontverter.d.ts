// fontverter ships no types: what scripts/build/bengali-font.ts calls of it.
declare module 'fontverter' {
  type Format = 'truetype' | 'sfnt' | 'woff' | 'woff2';
  /** The font converted to `toFormat`; `fromFormat` is read from the bytes when not given. */
  export function convert(buffer: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}

export declare const family: string;
export declare const weightRange: [number, number];
export declare const checkedWeights: number[];
export declare const fullFontFile: string;
export declare const cutFontFile: string;
export declare function bengaliRuns(content: string, runs?: Set<string>): Set<string>;
export declare function siteRuns(root?: string): Set<string>;
export declare function exportedRuns(outDir: string): Set<string>;
export interface LoadedFont {
  codePoints: Set<number>;
}
export declare function fullFaceTrueType(root?: string): Promise<Buffer>;
export declare function loadFont(bytes: Uint8Array): Promise<LoadedFont>;
export declare function mismatchedRuns(full: LoadedFont, cut: LoadedFont, runs: Iterable<string>, weights?: number[]): string[];
export declare function cutFont(fullBytes: Uint8Array, runs: Set<string>): Promise<{ woff2: Buffer; glyphs: number; codePoints: number }>;
export declare function writeBengaliFonts(root?: string): Promise<string>;
export declare function shipBengaliFont(outDir: string, root?: string): Promise<string>;

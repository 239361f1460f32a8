export declare const compressibleExtensions: string[];
export declare const twinSuffixes: string[];
export declare const GZIP_LEVEL: number;
export declare const MIN_SIZE: number;
export declare function compressibleFiles(dir: string): string[];
export declare function isTwin(path: string): boolean;
export declare function compressBoth(content: Buffer): Promise<{ gz: Buffer; br: Buffer }>;
export declare function precompress(
  dir: string,
): Promise<{ files: number; raw: number; gz: number; br: number; gzSkipped: number; brSkipped: number }>;

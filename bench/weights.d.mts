export interface FileWeight {
  url: string;
  raw: number;
  gzip: number;
}
export interface PageWeight {
  html: number;
  jsFiles: number;
  jsFileCount: number;
  inlineJs: number;
  inlineJsCount: number;
  legacyJs: number;
  css: number;
  fonts: number;
  images: number;
  js: number;
  total: number;
  files: Record<'scripts' | 'legacy' | 'stylesheets' | 'fonts' | 'images', FileWeight[]>;
}
export declare const GZIP_LEVEL: number;
export declare function gzipSize(content: string | Uint8Array): number;
export declare function pageWeight(outDir: string, htmlFile: string): PageWeight;
export declare function kb(bytes: number): string;

export declare const staticMarker: string;
export declare function trimPayload(html: string, name: string): { html: string; blocks: number };
export declare function trimStaticPayloads(outDir: string): string;
export declare function withoutFontHints(html: string, name: string, hrefs: string[]): { html: string; dropped: number };

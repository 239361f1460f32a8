export declare const structuredDataName: string;
export declare function inlineStructuredData(outDir: string): string;

export declare const placeholderType: string;
export declare function deferScripts(html: string, name: string): { html: string; moved: number };
export declare function scriptsAfterPaint(outDir: string): string;

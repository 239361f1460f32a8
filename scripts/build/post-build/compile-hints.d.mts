export declare const compileHint: string;
export declare function loadScripts(outDir: string): string[];
export declare function markCompileHints(outDir: string): string;

export declare function writeSecurityHeaders(outDir: string): string;

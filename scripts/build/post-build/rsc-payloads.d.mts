export declare function dropRscPayloads(outDir: string): string;

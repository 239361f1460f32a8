export declare function isRscPayload(path: string): boolean;
export declare function dropRscPayloads(outDir: string): string;

export declare const referenceOut: string;
export declare function buildReferencePage(options?: { force?: boolean }): boolean;

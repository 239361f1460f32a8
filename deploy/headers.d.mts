// Types for the tests, which import the header list from headers.mjs (plain ESM so the build script can run it).
export type Header = readonly [name: string, value: string];
export type InlineHashes = { scripts: string[]; styles: string[]; styleAttributes: string[] };
export declare const immutablePrefix: string;
export declare const workerPath: string;
export declare const livePaths: string[];
export declare const cacheControl: { immutable: string; revalidate: string; live: string };
export declare const securityHeaders: Header[];
export declare function contentSecurityPolicy(hashes: InlineHashes): string;
export declare function pageHeaders(csp: string): Header[];
export declare function immutableHeaders(csp: string): Header[];
export declare function workerHeaders(csp: string): Header[];
export declare function liveHeaders(csp: string): Header[];

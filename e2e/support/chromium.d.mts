export declare const chromiumArgs: string[];
export declare function findChromium(): { path: string | undefined; label: string } | undefined;
export declare function ensureChromium(): { path: string | undefined; label: string };

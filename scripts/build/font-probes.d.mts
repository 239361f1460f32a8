export declare const fontProbeCode: string;
export declare function fontProbe(url: string, rules: string[]): string;
export declare function installableFonts(outDir: string): Map<string, string[]>;
export declare function probeInstalledFonts(outDir: string): string;

export declare const fontProbeCode: string;
export declare function fontProbe(url: string, local: string): string;
export declare function installableFonts(outDir: string): Map<string, { probe: string; rules: string[] }>;
export declare function probeInstalledFonts(outDir: string): string;

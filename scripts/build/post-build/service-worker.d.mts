export interface PrecacheEntry {
  url: string;
  file: string;
  bytes: number;
}
export declare function wantedRoutes(): string[];
export declare function precacheEntries(outDir: string): {
  entries: PrecacheEntry[];
  skipped: string[];
  installed: Record<string, string[]>;
};
export declare function writeServiceWorker(outDir: string): string;

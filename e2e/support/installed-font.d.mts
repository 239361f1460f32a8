export declare function installedBengaliFont(): Promise<{ env: Record<string, string>; remove: () => void }>;

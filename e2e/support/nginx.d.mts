export declare function findNginx(): string | undefined;
export declare function ensureNginx(): string;

export declare const shippedConfig: string;
export declare const deployedBase: string;
export declare function brotliModule(): string | undefined;
export declare function serverBlock(options: { port: number; base: string; brotli?: boolean }): string;
export declare function nginxConfig(options: { dir: string; port: number; base: string; workers?: number; brotli?: string }): string;
export declare function nginxCommand(dir: string, ...args: string[]): string[];
export declare function startNginx(options: { dir: string; port: number; base: string; workers?: number; brotli?: string }): void;
export declare function reloadNginx(dir: string): void;
export declare function stopNginx(dir: string): void;

export declare const shippedConfig: string;
export declare const deployedBase: string;
export declare function brotliModule(): string | undefined;
type Certificate = { cert: string; key: string; ca: string };
export declare function serverBlock(options: {
  port: number;
  httpPort?: number;
  base: string;
  brotli?: boolean;
  tls?: Certificate;
  acme?: string;
  shippedPorts?: boolean;
}): string;
export type NginxOptions = {
  dir: string;
  port: number;
  httpPort?: number;
  base: string;
  workers?: number;
  brotli?: string;
  shippedPorts?: boolean;
};
export declare function nginxConfig(options: NginxOptions): string;
export declare function nginxCommand(dir: string, ...args: string[]): string[];
export declare function startNginx(options: NginxOptions): void;
export declare function reloadNginx(dir: string): void;
export declare function stopNginx(dir: string): void;

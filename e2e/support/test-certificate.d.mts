export declare function testCertificate(): { dir: string; ca: string; cert: string; key: string };
export declare function testCertificateSpki(): string;
export declare function ensureOpenssl(): string;

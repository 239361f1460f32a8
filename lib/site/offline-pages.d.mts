export declare const keptFiles: readonly ['/status.json'];
export declare const workerUrl: '/sw.js';

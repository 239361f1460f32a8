export declare const keptPaths: readonly ['/', '/timetable', '/status', '/safety'];
export declare const keptFiles: readonly ['/status.json'];
export type KeptPath = (typeof keptPaths)[number];
export declare const offlinePath: '/offline';
export declare const workerUrl: '/sw.js';

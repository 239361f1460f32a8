export declare const keptPaths: readonly ['/', '/timetable', '/safety'];
export type KeptPath = (typeof keptPaths)[number];
export declare const offlinePath: '/offline';
export declare const workerUrl: '/sw.js';

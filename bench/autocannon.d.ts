// autocannon ships no types: what bench/load.ts calls of it.
declare module 'autocannon' {
  namespace autocannon {
    type Options = { url: string; connections?: number; pipelining?: number; duration?: number; headers?: Record<string, string> };
    /** The figures of one run (latency in ms, duration in s). */
    type Result = {
      requests: { total: number; average: number };
      latency: { p50: number; p99: number };
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
    };
  }
  /** Loads `url` for `duration` seconds; resolves with the figures. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}

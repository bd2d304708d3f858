// autocannon ships no types; the bench uses only these fields.
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: Buffer | string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    /** Requests each connection sends in turn, in place of url's path, method and body. */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: Buffer | string;
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Only on `requests`: the calls answered over the run. */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
    /** Seconds the run lasted, to two decimals. */
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

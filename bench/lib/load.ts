import autocannon from 'autocannon';

/** The part of an autocannon request the bench rewrites per request. */
export interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Answers with a 2xx status per second. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds of load, or… */
  duration?: number;
  /** …exactly this many requests. */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Rewrites each request (another student's token, another test). */
  setupRequest?: (request: LoadRequest) => LoadRequest;
  /** Stops the run after this many milliseconds whatever `amount` says. */
  timeLimitMs?: number;
}

/** One autocannon run; every figure of the bench goes through here, the baseline included. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    timeout: 10,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.setupRequest ? [{ setupRequest: options.setupRequest }] : undefined,
  });
  const stopper = options.timeLimitMs ? setTimeout(() => instance.stop(), options.timeLimitMs) : undefined;
  const result = await instance;
  clearTimeout(stopper);
  const ok = result['2xx'];
  return {
    rps: ok / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

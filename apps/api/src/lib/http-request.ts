import http from 'node:http';
import https from 'node:https';

/**
 * One HTTP request on node:http with kept-alive connections, for the calls every purchase makes (the
 * payment gateway's API, the sandbox's webhooks). Node 20's fetch cost 0.4–0.8 ms of CPU a request
 * against about 0.07 ms here (docs/benchmarks.md), several times a purchase.
 */
export interface HttpAnswer {
  status: number;
  body: string;
}

/** Thrown when no answer came within the time allowed. */
export class HttpTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 50 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 50 }),
};

export function httpRequest(
  url: string,
  options: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<HttpAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    // The whole exchange, not each wait: a server sending a byte at a time is cut off too.
    const timer = setTimeout(() => request.destroy(new HttpTimeoutError(`no answer in ${options.timeoutMs} ms`)), options.timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const request = client.request(
      target,
      {
        method: options.method,
        agent: agents[target.protocol as keyof typeof agents],
        headers: body ? { ...options.headers, 'content-length': String(body.length) } : options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

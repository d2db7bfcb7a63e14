import http from 'node:http';
import https from 'node:https';

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 50 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 50 }),
};

/**
 * One webhook POST on node:http with kept-alive connections (Node 20's fetch costs several times the
 * CPU a request, and every purchase sends a few). The whole exchange has `timeoutMs`, not each wait.
 */
export function httpPost(url: string, headers: Record<string, string>, text: string, timeoutMs: number): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const body = Buffer.from(text);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => request.destroy(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const request = client.request(
      target,
      { method: 'POST', agent: agents[target.protocol as keyof typeof agents], headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          clearTimeout(timer);
          resolve(response.statusCode ?? 0);
        });
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

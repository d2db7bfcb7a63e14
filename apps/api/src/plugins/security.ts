import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { PAGE_BOOT_CSP_SOURCE } from './page-boot';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The one inline script: a server-rendered page's loader of its scripts (page-boot.ts).
      scriptSrc: ["'self'", PAGE_BOOT_CSP_SOURCE],
      // react-hot-toast injects its keyframes as a <style> element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The site may be reached over plain http on a LAN or localhost; HSTS belongs to the TLS proxy.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options. They depend on nothing in the request, so they are
 * worked out once here (by running helmet against a stand-in response) and then set with one call
 * per request: helmet's own per-request middleware cost about a third of a cached answer's time.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * With real Razorpay keys the checkout page loads Razorpay's script, which opens its own frame and
 * talks to its API: exactly those hosts are allowed (Razorpay's CSP guidance), nothing more.
 */
export const RAZORPAY_SOURCES = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
};

function withRazorpay(options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy as { directives: Record<string, string[]> };
  const directives = { ...csp.directives };
  for (const [name, sources] of Object.entries(RAZORPAY_SOURCES)) directives[name] = [...(directives[name] ?? []), ...sources];
  return { ...options, contentSecurityPolicy: { ...csp, directives } };
}

export async function registerSecurity(app: FastifyInstance, { razorpay = false }: { razorpay?: boolean } = {}) {
  const headers = securityHeaders(razorpay ? withRazorpay(HELMET_OPTIONS) : HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { threshold: 1024, global: true });
}

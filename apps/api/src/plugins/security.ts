import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
  await app.register(compress, { threshold: 1024, global: true });
}

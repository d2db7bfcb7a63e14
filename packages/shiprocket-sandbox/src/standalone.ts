import { openOwnDatabase } from '@store/sandbox-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createShiprocketSandbox, type ShiprocketSandbox } from './index';
import type { ShiprocketSandboxOptions } from './sandbox.service';

/**
 * The sandbox as a server of its own on its own database (server.ts listens with it; tests build it
 * in memory): its API at /v1/external from the root, as Shiprocket's is at https://apiv2.shiprocket.in.
 * Closing the server stops its timers and closes its database.
 */
export async function buildSandboxServer(
  options: Omit<ShiprocketSandboxOptions, 'db'> & { databaseUrl?: string | undefined; dataDir?: string | undefined; logLevel?: string },
): Promise<{ app: FastifyInstance; sandbox: ShiprocketSandbox }> {
  const database = await openOwnDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  const sandbox = await createShiprocketSandbox({ ...options, db: database.db });
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(sandbox.routes);
  app.addHook('onClose', async () => {
    await sandbox.stop();
    await database.close();
  });
  return { app, sandbox };
}

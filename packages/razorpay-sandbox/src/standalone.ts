import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openOwnDatabase } from '@store/sandbox-kit';
import { createRazorpaySandbox, type RazorpaySandbox, type RazorpaySandboxOptions } from './index';

/**
 * The sandbox as a server of its own on its own database (server.ts listens with it; tests build it
 * in memory): its API at the root, as Razorpay's is at https://api.razorpay.com. Closing the server
 * stops its timers and closes its database.
 */
export async function buildSandboxServer(
  options: Omit<RazorpaySandboxOptions, 'db'> & { databaseUrl?: string | undefined; dataDir?: string | undefined; logLevel?: string },
): Promise<{ app: FastifyInstance; sandbox: RazorpaySandbox }> {
  const database = await openOwnDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  const sandbox = await createRazorpaySandbox({ ...options, db: database.db });
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

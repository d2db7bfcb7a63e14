import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A module's routes, bound to its own services when the module is made: app.ts registers them in
 * the order it lists the modules, knowing nothing of what they need.
 */
export type ModuleRoutes = FastifyPluginAsyncZod;

export function bindRoutes<Options extends object>(routes: FastifyPluginAsyncZod<Options>, options: Options): ModuleRoutes {
  return async (app) => {
    await app.register(routes, options);
  };
}

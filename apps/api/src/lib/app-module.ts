import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';

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

/**
 * What a module's factory takes: its service's dependencies and `db`, less what the module makes
 * itself from `db` (its repository, and any other of its own parts named in `Own`).
 */
export type ModuleDeps<MakeService, Own extends string = never> = { db: Database } & Omit<
  MakeService extends (deps: infer Deps) => unknown ? Deps : never,
  'db' | 'repository' | Own
>;

/** Several route plugins of one module as its one `routes`. */
export function allRoutes(...routes: ModuleRoutes[]): ModuleRoutes {
  return async (app) => {
    for (const plugin of routes) await app.register(plugin);
  };
}

import { bindRoutes } from '../../lib/app-module';
import { healthRoutes } from './health.routes';

/** The health module: /api/health for load balancers (the database reachable, the process not draining). */
export function createHealthModule(options: Parameters<typeof healthRoutes>[1]) {
  return { routes: bindRoutes(healthRoutes, options) };
}

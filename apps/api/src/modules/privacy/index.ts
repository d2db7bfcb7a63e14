import type { FastifyInstance } from 'fastify';
import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import { registerConsentRecording } from './consent-recording';
import { createPrivacyRepository } from './privacy.repository';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyService } from './privacy.service';

/** The privacy module's public entry: consents, "My data" (export, erase), grievances and retention (issue 27). */
export type { PrivacyService } from './privacy.service';

/**
 * The privacy module (DPDP Act 2023): consents, "My data" (see, export, erase) over every module's
 * personal-data holder, grievances, and the retention run that `start` schedules and `stop` ends.
 */
export function createPrivacyModule(deps: ModuleDeps<typeof createPrivacyService>) {
  const privacy = createPrivacyService({ ...deps, repository: createPrivacyRepository(deps.db) });
  return {
    privacy,
    routes: bindRoutes(privacyRoutes, { privacy }),
    consentRecording: (app: FastifyInstance) => registerConsentRecording(app, privacy),
    start: () => privacy.startRetention(),
    stop: () => privacy.stopRetention(),
  };
}

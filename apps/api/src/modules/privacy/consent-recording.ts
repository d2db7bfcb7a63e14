import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PrivacyPurpose } from '@store/shared';
import type { PrivacyService } from './privacy.service';

/**
 * The forms that collect personal data, by route: each shows its purpose's notice (web: PrivacyNotice),
 * and submitting it is the consent, recorded here with the notice version once the route has
 * succeeded. Kept out of those modules: they need not know about consent records, and a new
 * collection point is one line here.
 */
const COLLECTION_POINTS: Record<string, PrivacyPurpose> = {
  'POST /api/auth/register': 'account',
  'POST /api/payments/create-order': 'orders',
  'POST /api/orders/cod': 'orders',
  'POST /api/applications': 'applications',
  'POST /api/contact': 'contact',
  'POST /api/products/:id/reviews': 'reviews',
};

const SIGN_IN = 'POST /api/auth/login';

/** The answer's JSON, as serialised; undefined if it is not JSON text. */
function answerOf(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Records consent at the collection points, and sign-ins in the security log. Runs as the successful
 * answer is sent (onSend), so a refused form records nothing; a failure to record is logged, never
 * turned into a failed answer for a form that was in fact taken.
 */
export function registerConsentRecording(app: FastifyInstance, privacy: PrivacyService): void {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (reply.statusCode >= 300 || request.method !== 'POST') return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const purpose = COLLECTION_POINTS[route];
    if (!purpose && route !== SIGN_IN) return payload;
    try {
      if (route === SIGN_IN) {
        const user = answerOf(payload)?.user as { _id?: string } | undefined;
        if (user?._id) await privacy.logEvent(user._id, 'signed-in', request.ip);
      } else if (route === 'POST /api/auth/register') {
        const userId = answerOf(payload)?.userId;
        if (typeof userId === 'string') await privacy.recordConsent(purpose!, { userId });
      } else if (request.user) {
        await privacy.recordConsent(purpose!, { userId: request.user._id });
      } else {
        // The contact form is open to guests: signed in or not, the sender is known by the address given.
        const viewer = await app.viewerOf(request);
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (viewer) await privacy.recordConsent(purpose!, { userId: viewer._id });
        else if (typeof email === 'string') await privacy.recordConsent(purpose!, { email });
      }
    } catch (err) {
      request.log.error({ err, route }, 'could not record consent or sign-in');
    }
    return payload;
  });
}

import { PRIVACY_MESSAGES, RETENTION } from '@store/shared';
import { ERASED_NAME, exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import type { PrivacyRepository } from './privacy.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** This module's own tables, as the other modules' holders describe theirs. */
export function privacyPersonalData(repository: PrivacyRepository): PersonalDataHolder {
  return {
    module: 'privacy',
    tables: {
      consents: {
        description: 'The consents you gave and withdrew, with the notice version and time',
        erasure: 'kept',
        reason:
          'Your account’s consents are kept as the shop’s proof of what you agreed to and when (DPDP Rules 2025): they name only the emptied account. Those given from your e-mail address without an account are deleted, as the messages they were for are.',
      },
      grievances: {
        description: 'Grievances you filed with our Grievance Officer, and the answers',
        erasure: 'anonymised',
        reason:
          'Each keeps its reference, dates and outcome, as the record that it was heard (DPDP Act 2023, s. 13); your name, e-mail and words are removed. One still open is closed.',
      },
      security_events: {
        description: 'Security log: sign-ins, data exports, erasure requests and consent changes',
        erasure: 'kept',
        reason: `Kept ${RETENTION.securityLogDays / 365} year from each event to protect accounts and investigate misuse, then deleted.`,
      },
    },

    async keys({ userId, email }, tx) {
      return { records: { grievance: (await repository.grievancesOf(userId, email, tx)).map((row) => row.id) } };
    },

    async export({ userId, email }, tx) {
      const [given, filed, events] = [
        await repository.consentsOf(userId, email, tx),
        await repository.grievancesOf(userId, email, tx),
        await repository.eventsOf(userId, tx),
      ];
      return { consents: given.map(exportRow), grievances: filed.map(exportRow), security_events: events.map(exportRow) };
    },

    // DPDP Act 2023, s. 8(7): erased unless a law needs it kept. A grievance's existence, dates and
    // outcome are the record that it was heard (s. 13); the person's name, address and words are not.
    async erase({ userId, email }, tx) {
      await repository.deleteGuestConsents(email, tx);
      await repository.eraseGrievances(
        userId,
        email,
        {
          name: ERASED_NAME,
          email: `erased-${userId}@erased.invalid`,
          message: PRIVACY_MESSAGES.grievanceMessageErased,
          closedBecause: PRIVACY_MESSAGES.grievanceClosedByErasure,
        },
        tx,
      );
    },

    async expire(now, tx) {
      return { security_events: await repository.deleteEventsBefore(new Date(now.getTime() - RETENTION.securityLogDays * DAY_MS), tx) };
    },
  };
}

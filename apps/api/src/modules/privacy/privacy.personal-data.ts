import { RETENTION } from '@store/shared';
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
        reason: 'Kept as the shop’s proof of what you agreed to and when (DPDP Rules 2025); they name only the emptied account.',
      },
      grievances: {
        description: 'Grievances you filed with our Grievance Officer, and the answers',
        erasure: 'anonymised',
        reason: 'Answered grievances keep their record without your name and e-mail; an open one keeps them until it is answered.',
      },
      security_events: {
        description: 'Security log: sign-ins, data exports, erasure requests and consent changes',
        erasure: 'kept',
        reason: `Kept ${RETENTION.securityLogDays / 365} year from each event to protect accounts and investigate misuse, then deleted.`,
      },
    },

    async export({ userId, email }, tx) {
      const [given, filed, events] = [
        await repository.consentsOf(userId, email, tx),
        await repository.grievancesOf(userId, email, tx),
        await repository.eventsOf(userId, tx),
      ];
      return { consents: given.map(exportRow), grievances: filed.map(exportRow), security_events: events.map(exportRow) };
    },

    async erase({ userId, email }, tx) {
      await repository.anonymiseAnsweredGrievances(userId, email, ERASED_NAME, `erased-${userId}@erased.invalid`, tx);
    },

    async expire(now, tx) {
      return { security_events: await repository.deleteEventsBefore(new Date(now.getTime() - RETENTION.securityLogDays * DAY_MS), tx) };
    },
  };
}

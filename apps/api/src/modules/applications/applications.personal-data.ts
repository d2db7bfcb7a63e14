import { asc, eq } from 'drizzle-orm';
import { exportRow, type PersonalDataHolder } from '../../lib/personal-data';
import { createIdentityVault } from './identity-vault';
import { applications } from './applications.schema';

/** Insurance and loan applications: exported with PAN and Aadhaar decrypted, to their owner only; deleted with the account. */
export function applicationsPersonalData(secret: string): PersonalDataHolder {
  const vault = createIdentityVault(secret);
  return {
    module: 'applications',
    tables: {
      applications: {
        description: 'Your insurance and loan applications, with your PAN and Aadhaar numbers',
        erasure: 'deleted',
        reason: '',
      },
    },

    async keys({ userId }, tx) {
      const rows = await tx.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
      return { records: { application: rows.map((row) => row.id) } };
    },

    async export({ userId }, tx) {
      const rows = await tx.select().from(applications).where(eq(applications.userId, userId)).orderBy(asc(applications.createdAt));
      return {
        applications: rows.map(({ identityCiphertext, panLast4: _pan, aadharLast4: _aadhar, ...row }) => {
          let identity: Record<string, string>;
          try {
            identity = { ...vault.decrypt(identityCiphertext, row.id) };
          } catch {
            identity = { panNumber: 'could not be decrypted', aadharNumber: 'could not be decrypted' };
          }
          return exportRow({ ...row, financialInfo: { ...row.financialInfo, ...identity } });
        }),
      };
    },

    async erase({ userId }, tx) {
      await tx.delete(applications).where(eq(applications.userId, userId));
    },
  };
}

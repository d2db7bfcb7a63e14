import { APPLICATION_MESSAGES, AUTH_MESSAGES } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './server-errors';

const FIELDS = [
  'personalInfo.fullName',
  'personalInfo.email',
  'personalInfo.phone',
  'personalInfo.address.pincode',
  'financialInfo.employmentType',
  'financialInfo.companyName',
  'financialInfo.panNumber',
  'specificDetails.vehicleType',
  'specificDetails.beneficiaryName',
];

describe('parseServerMessage', () => {
  it('places prefixed parts under their field and drops the prefix from the summary', () => {
    const parsed = parseServerMessage(
      `personalInfo.phone: ${AUTH_MESSAGES.phoneInvalid}; personalInfo.address.pincode: ${AUTH_MESSAGES.pincodeInvalid}`,
      FIELDS,
    );
    expect(parsed.fieldErrors).toEqual([
      { field: 'personalInfo.phone', message: AUTH_MESSAGES.phoneInvalid },
      { field: 'personalInfo.address.pincode', message: AUTH_MESSAGES.pincodeInvalid },
    ]);
    expect(parsed.summary).toBe(`${AUTH_MESSAGES.phoneInvalid}. ${AUTH_MESSAGES.pincodeInvalid}`);
  });

  it('places a message that names its field in words, preferring the closest name', () => {
    expect(parseServerMessage(APPLICATION_MESSAGES.panInvalid, FIELDS).fieldErrors).toEqual([
      { field: 'financialInfo.panNumber', message: APPLICATION_MESSAGES.panInvalid },
    ]);
    expect(parseServerMessage(AUTH_MESSAGES.emailInvalid, FIELDS).fieldErrors[0]?.field).toBe('personalInfo.email');
    expect(parseServerMessage('Please choose vehicle type', FIELDS).fieldErrors[0]?.field).toBe('specificDetails.vehicleType');
    expect(parseServerMessage('Please choose an employment type', FIELDS).fieldErrors[0]?.field).toBe('financialInfo.employmentType');
  });

  it('leaves ambiguous messages, and those about no known field, for the toast only', () => {
    expect(parseServerMessage(AUTH_MESSAGES.nameRequired, FIELDS).fieldErrors).toEqual([]); // full, company or beneficiary name?
    const parsed = parseServerMessage(`${APPLICATION_MESSAGES.tooMany}; specificDetails: Unknown field: colour`, FIELDS);
    expect(parsed.fieldErrors).toEqual([]);
    expect(parsed.summary).toBe(`${APPLICATION_MESSAGES.tooMany}. Unknown field: colour`);
  });
});

import { AUTH_MESSAGES, CONTACT_MESSAGES } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromServer } from './server-errors';

describe('fieldErrorsFromServer', () => {
  it('places messages that name their field', () => {
    expect(fieldErrorsFromServer(`${AUTH_MESSAGES.emailInvalid}; ${CONTACT_MESSAGES.messageRequired}`)).toEqual([
      { field: 'email', message: AUTH_MESSAGES.emailInvalid },
      { field: 'message', message: CONTACT_MESSAGES.messageRequired },
    ]);
    expect(fieldErrorsFromServer(CONTACT_MESSAGES.subjectRequired)).toEqual([{ field: 'subject', message: CONTACT_MESSAGES.subjectRequired }]);
  });

  it('places messages the server prefixed with the field', () => {
    expect(fieldErrorsFromServer(`phone: ${AUTH_MESSAGES.phoneInvalid}`)).toEqual([{ field: 'phone', message: AUTH_MESSAGES.phoneInvalid }]);
  });

  it('gives up when any part cannot be placed, so the failure toast shows instead', () => {
    expect(fieldErrorsFromServer('The request body is not valid JSON')).toEqual([]);
    expect(fieldErrorsFromServer(`${AUTH_MESSAGES.nameRequired}; Something else went wrong`)).toEqual([]);
    expect(fieldErrorsFromServer('')).toEqual([]);
  });
});

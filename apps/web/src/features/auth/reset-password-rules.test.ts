import { describe, expect, it } from 'vitest';
import { passwordChecklist, resetPasswordProblem } from './reset-password-rules';

describe('resetPasswordProblem (SPEC §5: match first, then length)', () => {
  it('reports a mismatch before a short password', () => {
    expect(resetPasswordProblem('abc', 'abd')).toEqual({ field: 'confirmPassword', message: 'Passwords do not match' });
    expect(resetPasswordProblem('abc', 'abc')).toEqual({ field: 'password', message: 'Password must be at least 6 characters long' });
    expect(resetPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });

  it('the checklist needs a non-empty confirmation to call the passwords matching', () => {
    expect(passwordChecklist('', '')).toEqual([
      { label: 'At least 6 characters', met: false },
      { label: 'Passwords match', met: false },
    ]);
    expect(passwordChecklist('secret1', 'secret1').every((item) => item.met)).toBe(true);
  });
});

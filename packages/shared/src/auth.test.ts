import { describe, expect, it } from 'vitest';
import { addressSchema, emailSchema, phoneSchema, profileUpdateSchema, registerSchema } from './auth';

describe('auth schemas', () => {
  it('trims and lower-cases e-mail addresses', () => {
    expect(emailSchema.parse('  Priya.Sharma@Example.IN ')).toBe('priya.sharma@example.in');
    expect(emailSchema.safeParse('not-an-email').error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('Email is required');
  });

  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['098765-43210', '9876543210'],
  ])('accepts the Indian mobile number %s', (input, stored) => {
    expect(phoneSchema.parse(input)).toBe(stored);
  });

  it.each(['12345', '5876543210', '98765432101', '+1 415 555 0100', 'abcdefghij'])('rejects %s as a mobile number', (input) => {
    expect(phoneSchema.safeParse(input).error?.issues[0]?.message).toBe('Please enter a valid 10-digit Indian mobile number');
  });

  it('checks PIN codes, allowing none yet', () => {
    expect(addressSchema.parse({ pincode: '411001' }).pincode).toBe('411001');
    expect(addressSchema.parse({}).pincode).toBe('');
    for (const pin of ['011001', '41100', '4110011', 'abcdef']) {
      expect(addressSchema.safeParse({ pincode: pin }).error?.issues[0]?.message).toBe('Please enter a valid 6-digit PIN code');
    }
  });

  it('joins a street typed on several lines into one, and refuses line breaks and control characters elsewhere', () => {
    expect(addressSchema.parse({ street: ' 12 MG Road,\r\n\r\n Near Balgandharva\t Chowk \nShivajinagar ' }).street).toBe(
      '12 MG Road, Near Balgandharva  Chowk, Shivajinagar',
    );
    for (const [address, message] of [
      [{ street: '12 MG Road\u0000' }, 'Street address contains a character that is not allowed'],
      [{ street: '12 MG Road\u001b[2J' }, 'Street address contains a character that is not allowed'],
      [{ street: '12 MG Road\u0085' }, 'Street address contains a character that is not allowed'],
      [{ city: 'Pune\nMumbai' }, 'City contains a character that is not allowed'],
      [{ city: 'Pune\u0007' }, 'City contains a character that is not allowed'],
      [{ state: 'Maha\trashtra' }, 'State contains a character that is not allowed'],
    ] as const) {
      expect(addressSchema.safeParse(address).error?.issues[0]?.message, JSON.stringify(address)).toBe(message);
    }
    expect(addressSchema.parse({ city: ' Pune\n' }).city).toBe('Pune');
  });

  it('requires a password of at least 6 characters', () => {
    const result = registerSchema.safeParse({ name: 'A', email: 'a@b.in', password: '12345', phone: '9876543210' });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
  });

  it('drops fields a profile update does not own', () => {
    const parsed = profileUpdateSchema.parse({ name: 'Asha', phone: '9876543210', email: 'x@y.in', role: 'admin' });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('role');
  });
});

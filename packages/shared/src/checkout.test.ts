import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from './checkout';

const ADDRESS = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

describe('shipping address', () => {
  it('joins a street typed on several lines into one line, as a label and an invoice print it', () => {
    const parsed = shippingAddressSchema.parse({ ...ADDRESS, street: 'Flat 4B, Sunrise Apartments,\n12 MG Road\r\n\r\n  Near the bus stop\t' });
    expect(parsed.street).toBe('Flat 4B, Sunrise Apartments, 12 MG Road, Near the bus stop');
    expect(shippingAddressSchema.safeParse({ ...ADDRESS, street: '\n \r\n' }).error?.issues[0]?.message).toBe('Please fill in street');
  });

  it.each([
    ['name', 'Asha\nVerma'],
    ['name', 'Asha\u0000'],
    ['street', '12 MG Road\u001b]8;;https://evil.example\u0007'],
    ['street', '12 MG\u0085Road'],
    ['street', '12 MG\u000bRoad'],
    ['city', 'Pune\nMumbai'],
    ['city', 'Pune\u009b'],
    ['state', 'Maharashtra\u0000'],
  ] as const)('refuses a %s with a line break or control character', (field, value) => {
    const issue = shippingAddressSchema.safeParse({ ...ADDRESS, [field]: value }).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(`${field} contains a character that is not allowed`);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { routes } from '../router';

/**
 * The privacy policy names the processors the shop shares personal data with, what each gets, and
 * that an erasure is passed on to them (DPDP Act 2023, ss. 8(7)(b) and 11(1)(b); issue 40, point 11).
 */

const LOADED = { timeout: 8_000 };

async function sharingSection() {
  stubFetch(() => ({ status: 404, body: { message: 'Not found' } }));
  renderRoutes(routes, '/privacy', { withProviders: false });
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, LOADED);
  return screen.getByRole('region', { name: /Who we share it with/ });
}

/** The description given for a term of the section's list. */
const said = (section: HTMLElement, term: RegExp) => {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
};

describe('/privacy, who we share it with', { timeout: 15_000 }, () => {
  it('names Razorpay, Shiprocket and its couriers, and the mail relay, with what each gets', async () => {
    const section = await sharingSection();
    const razorpay = said(section, /Razorpay/);
    expect(razorpay).toMatch(/amount/);
    expect(razorpay).toMatch(/name and mobile number/);
    expect(razorpay).toMatch(/card, UPI or bank/);
    const shiprocket = said(section, /Shiprocket/);
    expect(shiprocket).toMatch(/courier/);
    expect(shiprocket).toMatch(/name, phone number, e-mail address and delivery address/);
    expect(shiprocket).toMatch(/cash on delivery/);
    expect(shiprocket).toMatch(/pickup/);
    const mail = said(section, /e-mail/i);
    expect(mail).toMatch(/e-mail address/);
    expect(mail).toMatch(/mail relay/);
  });

  it('says that erasing the account is passed on to them, and what they may keep', async () => {
    const section = await sharingSection();
    expect(section.textContent).toMatch(/When you erase your account, we ask Razorpay, Shiprocket and our e-mail provider to erase/);
    expect(section.textContent).toMatch(/the law makes them keep/);
  });
});

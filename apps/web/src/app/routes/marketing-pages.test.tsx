import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '@/test/render';
import { routes } from '../router';

/** Issue 5's content pages: each is routed, lazy, titled, and carries its key content. */

const PAGES = [
  {
    path: '/services',
    h1: 'Technology services for your home and business',
    title: 'Services — Laptop Repair, CCTV, Google Workspace & Digital Marketing | TechStore',
  },
  { path: '/services/laptop-services', h1: 'Laptop repair, servicing and new laptops', title: 'Laptop Repair & Services in Pune | TechStore' },
  { path: '/services/cctv-installation', h1: 'CCTV installation for homes, shops and offices', title: 'CCTV Installation in Pune | TechStore' },
  { path: '/services/google-workspace', h1: 'Google Workspace for your business', title: 'Google Workspace Setup for Business | TechStore' },
  { path: '/services/digital-marketing', h1: 'Digital marketing that brings local customers', title: 'Digital Marketing for Local Businesses | TechStore' },
  { path: '/insurance', h1: 'Insurance that is simple to buy and easy to claim', title: 'Health, Vehicle & Life Insurance | TechStore' },
  { path: '/loans', h1: 'Loans for every need, with help at every step', title: 'Personal, Home, Business & Gold Loans | TechStore' },
  { path: '/about', h1: /A Pune technology shop, since \d{4}/, title: 'About Us | TechStore' },
  { path: '/contact', h1: 'Get in touch', title: 'Contact Us | TechStore' },
  { path: '/terms', h1: 'Terms & Conditions', title: 'Terms & Conditions | TechStore' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy | TechStore' },
  { path: '/support', h1: 'How can we help?', title: 'Help & Support | TechStore' },
];

/** The first visit to a lazy page transforms its modules: allow for a slow machine. */
const LOADED = { timeout: 8_000 };

function renderPage(path: string) {
  stubFetch(() => ({ status: 404, body: { message: 'Not found' } }));
  return renderRoutes(routes, path, { withProviders: false });
}

describe('content pages', { timeout: 15_000 }, () => {
  it.each(PAGES)('$path has its heading and title', async ({ path, h1, title }) => {
    renderPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 }, LOADED)).toBeInTheDocument();
    // The page sets its meta in an effect, which may land just after the heading renders.
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(60);
  });

  it('an unknown service shows the not-found page', async () => {
    renderPage('/services/web-hosting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADED)).toBeInTheDocument();
  });

  it('/services links the four service pages and lists every SPEC starting price', async () => {
    renderPage('/services');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1 }, LOADED);
    for (const slug of ['laptop-services', 'cctv-installation', 'google-workspace', 'digital-marketing']) {
      expect(
        within(main)
          .getAllByRole('link')
          .some((a) => a.getAttribute('href') === `/services/${slug}`),
      ).toBe(true);
    }
    const prices = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    for (const expected of [
      'New Laptops₹25,000',
      'Hardware Repair₹500',
      'Software Services₹300',
      'Laptop Maintenance₹200',
      'CCTV Installation₹15,000',
      'Monitoring₹2,000 per month',
      'Remote Access₹500 per month',
      'CCTV Maintenance₹1,000 per visit',
      'Gmail for Business₹125 per user per month',
      'Search Engine Optimisation (SEO)₹15,000 per month',
      'Social Media Management₹10,000 per month',
      'Pay-Per-Click Advertising (PPC)₹20,000 per month',
      'Analytics & Reporting₹5,000 per month',
    ]) {
      expect(prices).toContain(expected);
    }
  });

  it('/insurance links the three applications and states the life cover', async () => {
    renderPage('/insurance');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1 }, LOADED);
    for (const type of ['health', 'vehicle', 'life']) {
      expect(within(main).getByRole('link', { name: `Apply for ${type} insurance` })).toHaveAttribute('href', `/insurance/${type}`);
    }
    expect(main).toHaveTextContent('Cover up to ₹10 Crore');
  });

  it('/loans links the six applications, with the four steps and the tenure claims', async () => {
    renderPage('/loans');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1 }, LOADED);
    for (const type of ['personal', 'home', 'business', 'gold', 'secured', 'unsecured']) {
      expect(
        within(main)
          .getAllByRole('link')
          .filter((a) => a.getAttribute('href') === `/loan/${type}`),
      ).toHaveLength(1);
    }
    const steps = within(screen.getByRole('region', { name: 'How it works: four simple steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Step 1: Apply online',
      'Step 2: Document verification',
      'Step 3: Approval',
      'Step 4: Disbursal',
    ]);
    expect(main).toHaveTextContent('Tenure of 12–60 months');
    expect(main).toHaveTextContent('Tenure up to 30 years');
  });

  it('/contact preselects the subject from the link that led there', async () => {
    renderPage('/contact?subject=insurance');
    expect(await screen.findByLabelText('Subject', { exact: false }, LOADED)).toHaveValue('insurance');
  });
});

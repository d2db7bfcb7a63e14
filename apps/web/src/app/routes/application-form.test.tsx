import { APPLICATION_MESSAGES, type User } from '@store/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeApplication } from '@/test/application-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';
import { priya } from '@/test/user-fixtures';
import { InsuranceApplicationPage, LoanApplicationPage } from './application-form';

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

function renderForm(url: string, { user, answer }: { user?: User; answer?: (init?: RequestInit) => Answer } = {}) {
  if (user) {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(user));
  }
  const fetchMock = stubFetch((requestUrl, init) => {
    if (requestUrl.pathname === '/api/auth/me') return { body: user };
    if (requestUrl.pathname === '/api/applications' && init?.method === 'POST') return answer?.(init) ?? { status: 201, body: {} };
    return { status: 404, body: { message: 'Not found' } };
  });
  const rendered = renderRoutes(
    [
      { path: '/insurance/:type', element: <InsuranceApplicationPage /> },
      { path: '/loan/:type', element: <LoanApplicationPage /> },
      { path: '/applications', element: <p>Applications page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    url,
  );
  return { ...rendered, fetchMock };
}

type Rendered = ReturnType<typeof renderForm>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const posts = (fetchMock: Rendered['fetchMock']) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Pastes rather than types: the same events for the form, far fewer of them. */
async function enter({ user }: Rendered, label: string, text: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
}

/** The parts every form shares; the signed-in user's name, contact details and address are prefilled. */
async function fillCommon(rendered: Rendered) {
  fireEvent.change(field('Date of Birth'), { target: { value: '1990-05-15' } });
  await rendered.user.selectOptions(field('Gender'), 'female');
  await rendered.user.selectOptions(field('Marital Status'), 'married');
  await enter(rendered, 'Monthly Income', '85,000');
  await rendered.user.selectOptions(field('Employment Type'), 'salaried');
  await enter(rendered, 'Company Name', 'Infosys');
  await enter(rendered, 'PAN Number', 'abcde1234f');
  await enter(rendered, 'Aadhar Number', '2345 6789 0123');
}

afterEach(() => sessionStorage.clear());

// Form tests click, paste and wait: slow on the 2-core CI machines, so they get more time.
describe('application form pages', { timeout: 20_000 }, () => {
  it('lets a guest fill in the form, then sends them to log in with a toast, keeping what they typed', async () => {
    const error = vi.spyOn(toast, 'error');
    const rendered = renderForm('/insurance/health');
    expect(screen.getByRole('heading', { level: 1, name: 'Health Insurance Application' })).toBeInTheDocument();
    expect(screen.getByText(/you need to/)).toHaveTextContent('You can fill in this form now, but you need to log in or register to submit it.');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=/insurance/health');

    await enter(rendered, 'Full Name', 'Asha Kulkarni');
    await enter(rendered, 'Coverage Amount', '500000');
    await enter(rendered, 'PAN Number', 'ABCDE1234F');
    await rendered.user.click(screen.getByRole('button', { name: 'Login to Submit' }));

    expect(error).toHaveBeenCalledWith('Please login to submit your application');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/login'));
    expect(rendered.router.state.location.search).toBe('?redirect=/insurance/health');
    expect(posts(rendered.fetchMock)).toHaveLength(0);
    expect(JSON.stringify(sessionStorage)).not.toContain('ABCDE1234F');

    // Back on the form: what they typed is there again, except the PAN.
    await rendered.router.navigate('/insurance/health');
    expect(await screen.findByText(/We kept what you typed earlier/)).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Asha Kulkarni');
    expect(field('Coverage Amount')).toHaveValue('500000');
    expect(field('PAN Number')).toHaveValue('');
  });

  it('prefills the signed-in user and shows every required field’s message under it, focusing the first', async () => {
    const rendered = renderForm('/insurance/health', { user: { ...priya, address: { street: '', city: '', state: '', pincode: '' } } });
    expect(field('Full Name')).toHaveValue('Priya Sharma');
    expect(field('Email')).toHaveValue('priya@example.in');
    expect(field('Phone')).toHaveValue('9876543210');
    expect(screen.queryByText(/log in or register/)).toBeNull();

    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(field('Date of Birth')).toHaveAccessibleDescription(APPLICATION_MESSAGES.dateOfBirthRequired));
    expect(field('Date of Birth')).toHaveFocus();
    expect(field('Date of Birth')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Coverage Amount')).toHaveAccessibleDescription('₹1,00,000 to ₹5,00,00,000 Coverage Amount is required');
    const expected: [string, string][] = [
      ['Gender', 'Please choose a gender'],
      ['Marital Status', 'Please choose a marital status'],
      ['Street Address', 'Street address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['PIN Code', APPLICATION_MESSAGES.pincodeRequired],
      ['Monthly Income', 'Monthly income is required'],
      ['Employment Type', 'Please choose an employment type'],
      ['PAN Number', APPLICATION_MESSAGES.panRequired],
      ['Aadhar Number', APPLICATION_MESSAGES.aadharRequired],
      ['Coverage Amount', 'Coverage Amount is required'],
      ['Family Members to Cover', 'Family Members to Cover is required'],
    ];
    // Each message is read with its field, after the field's hint if it has one.
    for (const [label, message] of expected) expect(field(label)).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
    // Optional fields stay quiet.
    expect(field('Company Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Medical History')).not.toHaveAttribute('aria-invalid');
    expect(posts(rendered.fetchMock)).toHaveLength(0);
  });

  it('checks formats with the shared rules: PAN, Aadhaar and bounds', async () => {
    const rendered = renderForm('/insurance/health', { user: priya });
    await fillCommon(rendered);
    await enter(rendered, 'PAN Number', '12345');
    await enter(rendered, 'Aadhar Number', '1234');
    await enter(rendered, 'Coverage Amount', '5000');
    await enter(rendered, 'Family Members to Cover', '2');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.panInvalid)).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.aadharInvalid)).toBeInTheDocument();
    expect(screen.getByText('Coverage Amount must be at least 1,00,000')).toBeInTheDocument();
    expect(field('PAN Number')).toHaveFocus();
    expect(posts(rendered.fetchMock)).toHaveLength(0);
  });

  it('submits a health insurance application, says so and goes to /applications', async () => {
    const success = vi.spyOn(toast, 'success');
    const rendered = renderForm('/insurance/health', { user: priya, answer: () => ({ status: 201, body: { _id: 'a1' } }) });
    await fillCommon(rendered);
    await enter(rendered, 'Coverage Amount', '5,00,000');
    await enter(rendered, 'Family Members to Cover', '3');
    await enter(rendered, 'Existing Conditions', 'Mild asthma');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/applications'));
    expect(success).toHaveBeenCalledWith('Insurance application submitted successfully!');
    const [[url, init]] = posts(rendered.fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/applications');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'insurance',
      subType: 'health',
      personalInfo: makeApplication().personalInfo,
      financialInfo: {
        monthlyIncome: 85000,
        employmentType: 'salaried',
        companyName: 'Infosys',
        panNumber: 'ABCDE1234F',
        aadharNumber: '234567890123',
      },
      specificDetails: { coverageAmount: 500000, familyMembers: 3, medicalHistory: '', existingConditions: 'Mild asthma' },
    });
    expect(sessionStorage.getItem('application-draft:insurance:health')).toBeNull();
  });

  it('submits a personal loan application, says so and goes to /applications', async () => {
    const success = vi.spyOn(toast, 'success');
    const rendered = renderForm('/loan/personal', { user: priya, answer: () => ({ status: 201, body: { _id: 'a2' } }) });
    expect(screen.getByRole('group', { name: 'Loan Details' })).toBeInTheDocument();
    expect(field('Loan Tenure')).toHaveAccessibleName('Loan Tenure (months)');
    expect(field('Loan Tenure')).toHaveAccessibleDescription('12 to 60 months');
    await fillCommon(rendered);
    await enter(rendered, 'Loan Amount', '300000');
    await enter(rendered, 'Loan Tenure', '36');
    await rendered.user.selectOptions(field('Purpose'), 'Home Renovation');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/applications'));
    expect(success).toHaveBeenCalledWith('Loan application submitted successfully!');
    const body = JSON.parse(String(posts(rendered.fetchMock)[0]?.[1]?.body));
    expect(body).toMatchObject({ type: 'loan', subType: 'personal' });
    expect(body.specificDetails).toEqual({ loanAmount: 300000, loanTenure: 36, purpose: 'home_renovation', existingLoans: '' });
  });

  it("reads 'Submitting...' while busy", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const rendered = renderForm('/loan/personal', { user: priya, answer: () => new Promise((resolve) => (answer = resolve)) });
    await fillCommon(rendered);
    await enter(rendered, 'Loan Amount', '300000');
    await enter(rendered, 'Loan Tenure', '36');
    await rendered.user.selectOptions(field('Purpose'), 'education');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer({ status: 201, body: {} });
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/applications'));
  });

  it("shows the server's message on failure, under its field when it names one, and stays on the form", async () => {
    const error = vi.spyOn(toast, 'error');
    let reply: { status: number; body: unknown } = { status: 429, body: { message: APPLICATION_MESSAGES.tooMany } };
    const rendered = renderForm('/insurance/health', { user: priya, answer: () => reply });
    await fillCommon(rendered);
    await enter(rendered, 'Coverage Amount', '500000');
    await enter(rendered, 'Family Members to Cover', '3');

    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(APPLICATION_MESSAGES.tooMany));
    expect(rendered.router.state.location.pathname).toBe('/insurance/health');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();

    reply = {
      status: 400,
      body: {
        message: 'personalInfo.phone: This mobile number cannot receive our SMS',
        errors: [{ field: 'personalInfo.phone', message: 'This mobile number cannot receive our SMS' }],
      },
    };
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This mobile number cannot receive our SMS'));
    expect(field('Phone')).toHaveAccessibleDescription('10-digit mobile number This mobile number cannot receive our SMS');
    expect(field('Phone')).toHaveFocus();

    reply = { status: 502, body: null };
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to submit application'));
    expect(field('Full Name')).toHaveValue('Priya Sharma');
  });

  it('when the session has ended, says so once, signs out and offers to log in again, keeping the form', async () => {
    const error = vi.spyOn(toast, 'error');
    const rendered = renderForm('/insurance/health', {
      user: priya,
      answer: () => ({ status: 401, body: { message: 'Your session has expired. Please log in again.' } }),
    });
    await fillCommon(rendered);
    await enter(rendered, 'Coverage Amount', '500000');
    await enter(rendered, 'Family Members to Cover', '3');
    await rendered.user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('button', { name: 'Login to Submit' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Your session has expired. Please log in again.', { id: 'session-ended' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(field('Coverage Amount')).toHaveValue('500000');
    expect(sessionStorage.getItem('application-draft:insurance:health')).toContain('500000');
  });

  it('draws the type-specific section from the form definition', () => {
    renderForm('/insurance/vehicle');
    const section = screen.getByRole('group', { name: 'Vehicle Details' });
    const vehicleType = within(section).getByLabelText('Vehicle Type');
    expect(
      within(vehicleType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select vehicle type', 'Car', 'Motorcycle', 'Commercial Vehicle']);
    expect(within(section).getByLabelText('Registration Number')).toHaveAccessibleDescription('As on the RC, for example MH12AB1234');
    expect(within(section).getByLabelText('Vehicle Value (₹)')).toBeInTheDocument();
    expect(document.title).toBe('Vehicle Insurance Application | TechStore');
    for (const name of ['Personal Information', 'Address', 'Financial Information']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
  });

  it.each([
    ['/insurance/dental', 'Invalid Insurance Type'],
    ['/loan/car', 'Invalid Loan Type'],
  ])('%s shows %s with a way home', (url, heading) => {
    renderForm(url);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.title).toBe(`${heading} | TechStore`);
  });
});

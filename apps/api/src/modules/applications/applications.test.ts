import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchema } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { applications } from '../../schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createIdentityVault } from './identity-vault';
import { APPLICATION_LIMIT } from './applications.service';

let t: TestApp;
let counter = 0;

const PAN = 'ABCDE1234F';
const AADHAR = '234567890123';

// As the web form sends them: numbers typed as text, PAN in lower case, Aadhaar with spaces.
const personalInfo = (overrides: object = {}) => ({
  fullName: 'Priya Sharma',
  email: 'Priya.Sharma@Example.in',
  phone: '+91 98765 43210',
  dateOfBirth: '1990-04-15',
  gender: 'female',
  maritalStatus: 'married',
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  ...overrides,
});
const financialInfo = (overrides: object = {}) => ({
  monthlyIncome: '85,000',
  employmentType: 'salaried',
  companyName: 'Infosys',
  workExperience: '8',
  panNumber: 'abcde 1234f',
  aadharNumber: '2345 6789 0123',
  ...overrides,
});

/** Every type, with the details as the form sends them and as the server keeps them. */
const TYPES = [
  [
    'insurance',
    'health',
    { coverageAmount: '500000', familyMembers: '4', medicalHistory: '', existingConditions: 'Mild asthma' },
    { coverageAmount: 500000, familyMembers: 4, medicalHistory: '', existingConditions: 'Mild asthma' },
  ],
  [
    'insurance',
    'vehicle',
    {
      vehicleType: 'car',
      vehicleMake: 'Maruti Suzuki',
      vehicleModel: 'Swift',
      registrationNumber: 'MH12AB1234',
      manufacturingYear: '2020',
      vehicleValue: '6,50,000',
    },
    {
      vehicleType: 'car',
      vehicleMake: 'Maruti Suzuki',
      vehicleModel: 'Swift',
      registrationNumber: 'MH12AB1234',
      manufacturingYear: 2020,
      vehicleValue: 650000,
    },
  ],
  [
    'insurance',
    'life',
    { coverageAmount: '10000000', policyTerm: '30', beneficiaryName: 'Rahul Sharma', beneficiaryRelation: 'Spouse', smokingHabits: 'non-smoker' },
    {
      coverageAmount: 10000000,
      policyTerm: 30,
      beneficiaryName: 'Rahul Sharma',
      beneficiaryRelation: 'Spouse',
      smokingHabits: 'non-smoker',
      healthConditions: '',
    },
  ],
  [
    'loan',
    'personal',
    { loanAmount: '300000', loanTenure: '36', purpose: 'medical_emergency' },
    { loanAmount: 300000, loanTenure: 36, purpose: 'medical_emergency', existingLoans: '' },
  ],
  [
    'loan',
    'home',
    {
      loanAmount: '5000000',
      loanTenure: '20',
      propertyType: 'independent_house',
      propertyValue: '8000000',
      propertyLocation: 'Whitefield, Bengaluru',
      downPayment: '3000000',
    },
    {
      loanAmount: 5000000,
      loanTenure: 20,
      propertyType: 'independent_house',
      propertyValue: 8000000,
      propertyLocation: 'Whitefield, Bengaluru',
      downPayment: 3000000,
    },
  ],
  [
    'loan',
    'business',
    { loanAmount: '2000000', loanTenure: '5', businessType: 'retail', businessAge: '6', annualTurnover: '12000000', loanPurpose: 'A second shop in Pune' },
    { loanAmount: 2000000, loanTenure: 5, businessType: 'retail', businessAge: 6, annualTurnover: 12000000, loanPurpose: 'A second shop in Pune' },
  ],
  [
    'loan',
    'gold',
    { loanAmount: '100000', loanTenure: '12', goldWeight: '50', goldPurity: '22k', ornamentType: 'Necklace' },
    { loanAmount: 100000, loanTenure: 12, goldWeight: 50, goldPurity: '22k', ornamentType: 'Necklace' },
  ],
  [
    'loan',
    'secured',
    { loanAmount: '1500000', loanTenure: '10', collateralType: 'fixed_deposit', collateralValue: '2000000', loanPurpose: 'Daughter’s education' },
    { loanAmount: 1500000, loanTenure: 10, collateralType: 'fixed_deposit', collateralValue: 2000000, loanPurpose: 'Daughter’s education' },
  ],
  [
    'loan',
    'unsecured',
    { loanAmount: '200000', loanTenure: '3', creditScore: '', loanPurpose: 'travel' },
    { loanAmount: 200000, loanTenure: 3, loanPurpose: 'travel', existingDebts: '' },
  ],
] as const;

const request = (type = 'insurance', subType = 'health', specificDetails: object = TYPES[0][2], overrides: object = {}) => ({
  type,
  subType,
  personalInfo: personalInfo(),
  financialInfo: financialInfo(),
  specificDetails,
  ...overrides,
});

/** A fresh address per test, so the per-address limit of one test does not reach the next. */
const nextIp = () => `10.40.${++counter}.1`;

async function call(method: 'GET' | 'POST', url: string, options: { body?: object; token?: string; ip?: string } = {}) {
  const res = await t.app.inject({
    method,
    url,
    payload: options.body,
    remoteAddress: options.ip ?? '10.40.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), text: res.body, headers: res.headers };
}

const submit = (token: string | undefined, body: object, ip?: string) => call('POST', '/api/applications', { body, token, ip });
const listMine = (token?: string) => call('GET', '/api/applications/my-applications', { token });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('guests', () => {
  it('are told to log in before submitting, whatever they send', async () => {
    for (const body of [request(), { type: 'loan', subType: 'nope' }, {}]) {
      const res = await submit(undefined, body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please log in to continue.' });
    }
    const stale = await submit('not-a-live-session-token', request());
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('cannot list applications', async () => {
    const res = await listMine();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please log in to continue.' });
    expect((await listMine('not-a-live-session-token')).status).toBe(401);
  });
});

describe('POST /api/applications', () => {
  it.each(TYPES)('takes a %s application of type %s as pending', async (type, subType, sent, kept) => {
    const { token } = await t.make.makeUser();
    const res = await submit(token, request(type, subType, sent), nextIp());
    expect(res.status, res.text).toBe(201);
    expect(() => applicationSchema.parse(res.body)).not.toThrow();
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type,
      subType,
      status: 'pending',
      adminNotes: '',
      createdAt: expect.any(String),
      personalInfo: {
        fullName: 'Priya Sharma',
        email: 'priya.sharma@example.in',
        phone: '9876543210',
        dateOfBirth: '1990-04-15',
        gender: 'female',
        maritalStatus: 'married',
        address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      },
      financialInfo: {
        monthlyIncome: 85000,
        employmentType: 'salaried',
        companyName: 'Infosys',
        workExperience: 8,
        panNumber: 'XXXXXX234F',
        aadharNumber: 'XXXXXXXX0123',
      },
      specificDetails: kept,
      statusHistory: [{ status: 'pending', at: expect.any(String) }],
    });
    expect(Math.abs(Date.parse(res.body.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('leaves out work experience when none is given, and keeps company name empty', async () => {
    const { token } = await t.make.makeUser();
    const res = await submit(
      token,
      request('insurance', 'health', TYPES[0][2], {
        financialInfo: financialInfo({ companyName: undefined, workExperience: '' }),
      }),
      nextIp(),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.financialInfo).toEqual({
      monthlyIncome: 85000,
      employmentType: 'salaried',
      companyName: '',
      panNumber: 'XXXXXX234F',
      aadharNumber: 'XXXXXXXX0123',
    });
  });

  it('never shows or stores PAN and Aadhaar in plain text, but keeps them for the team to decrypt', async () => {
    const { id: userId, token } = await t.make.makeUser();
    const created = await submit(token, request('loan', 'personal', TYPES[3][2]), nextIp());
    expect(created.status).toBe(201);
    const listed = await listMine(token);
    const plainForms = [PAN, AADHAR, 'abcde1234f', 'ABCDE1', '2345 6789 0123', '23456789'];
    for (const text of [created.text, listed.text]) {
      for (const plain of plainForms) expect(text).not.toContain(plain);
    }

    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, created.body._id));
    expect(row).toMatchObject({ userId, panLast4: '234F', aadharLast4: '0123', status: 'pending', adminNotes: '' });
    expect(row!.financialInfo).not.toHaveProperty('panNumber');
    expect(row!.financialInfo).not.toHaveProperty('aadharNumber');
    const rowText = JSON.stringify(row);
    for (const plain of plainForms) expect(rowText.toUpperCase()).not.toContain(plain.toUpperCase());
    expect(Buffer.from(row!.identityCiphertext, 'base64').toString('latin1')).not.toContain(AADHAR);

    const vault = createIdentityVault(t.config.AUTH_SECRET);
    expect(vault.decrypt(row!.identityCiphertext, row!.id)).toEqual({ panNumber: PAN, aadharNumber: AADHAR });
  });

  it('ignores status, notes, owner and id sent by the client', async () => {
    const owner = await t.make.makeUser();
    const other = await t.make.makeUser();
    const forgedId = '00000000-0000-4000-8000-000000000001';
    const res = await submit(
      owner.token,
      request('loan', 'gold', TYPES[6][2], {
        status: 'approved',
        adminNotes: 'Approved by the manager',
        userId: other.id,
        _id: forgedId,
        id: forgedId,
        createdAt: '2001-01-01T00:00:00.000Z',
      }),
      nextIp(),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', adminNotes: '' });
    expect(res.body._id).not.toBe(forgedId);
    expect(res.body.createdAt).not.toBe('2001-01-01T00:00:00.000Z');

    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, res.body._id));
    expect(row).toMatchObject({ userId: owner.id, status: 'pending', adminNotes: '' });
    expect((await listMine(other.token)).body).toEqual([]);
  });

  describe('refuses a bad application with a clear 400 and keeps nothing', () => {
    let applicant: MadeUser;
    const seventeenYearsAgo = () => {
      const date = new Date();
      date.setUTCFullYear(date.getUTCFullYear() - 17);
      return date.toISOString().slice(0, 10);
    };
    const health = TYPES[0][2];

    beforeAll(async () => {
      applicant = await t.make.makeUser();
    });
    afterAll(async () => {
      expect(await t.database.db.select().from(applications).where(eq(applications.userId, applicant.id))).toEqual([]);
    });

    it('names the field of each problem, for the form', async () => {
      const cases: [ReturnType<typeof request>, string][] = [
        [request('loan', 'car', TYPES[3][2]), 'subType'],
        [request(undefined, undefined, health, { financialInfo: financialInfo({ panNumber: 'ABCD1234F' }) }), 'financialInfo.panNumber'],
        [
          request(undefined, undefined, health, {
            personalInfo: personalInfo({ address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '056001' } }),
          }),
          'personalInfo.address.pincode',
        ],
        [request('insurance', 'health', { ...health, coverageAmount: '' }), 'specificDetails.coverageAmount'],
      ];
      for (const [body, field] of cases) {
        const res = await submit(applicant.token, body, nextIp());
        expect(res.status, res.text).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      }
    });

    it.each([
      ['an unknown insurance type', () => request('insurance', 'travel', health), 'Invalid Insurance Type'],
      ['an unknown loan type', () => request('loan', 'car', TYPES[3][2]), 'Invalid Loan Type'],
      ['a loan type sent as insurance', () => request('insurance', 'personal', TYPES[3][2]), 'Invalid Insurance Type'],
      ['an inherited property name as type', () => request('loan', 'constructor', TYPES[3][2]), 'Invalid Loan Type'],
      ['an unknown kind', () => request('credit-card', 'health', health), 'Type must be insurance or loan'],
      ['a missing required detail', () => request('insurance', 'health', { familyMembers: '2' }), 'Coverage Amount is required'],
      ['an empty required detail', () => request('loan', 'home', { ...TYPES[4][2], propertyLocation: '  ' }), 'Property Location is required'],
      ['a missing loan tenure', () => request('loan', 'gold', { ...TYPES[6][2], loanTenure: '' }), 'Loan Tenure is required'],
      ['an unknown extra detail', () => request('insurance', 'health', { ...health, discountCode: 'FREE' }), 'Unknown field in specific details: discountCode'],
      ['a detail of another type', () => request('loan', 'personal', { ...TYPES[3][2], goldWeight: '10' }), 'Unknown field in specific details: goldWeight'],
      ['a detail that is not a number', () => request('insurance', 'health', { ...health, familyMembers: 'four' }), 'Family Members to Cover must be a number'],
      ['a tenure out of range', () => request('loan', 'personal', { ...TYPES[3][2], loanTenure: '6' }), 'Loan Tenure must be at least 12'],
      ['a choice not offered', () => request('insurance', 'vehicle', { ...TYPES[1][2], vehicleType: 'tractor' }), 'Please choose vehicle type'],
      [
        'a bad PAN',
        () => request(undefined, undefined, health, { financialInfo: financialInfo({ panNumber: 'ABCD1234F' }) }),
        'Please enter a valid PAN (for example ABCDE1234F)',
      ],
      ['a missing PAN', () => request(undefined, undefined, health, { financialInfo: financialInfo({ panNumber: undefined }) }), 'PAN number is required'],
      [
        'a bad Aadhaar',
        () => request(undefined, undefined, health, { financialInfo: financialInfo({ aadharNumber: '1234 5678 9012' }) }),
        'Please enter a valid 12-digit Aadhar number',
      ],
      [
        'a short Aadhaar',
        () => request(undefined, undefined, health, { financialInfo: financialInfo({ aadharNumber: '23456' }) }),
        'Please enter a valid 12-digit Aadhar number',
      ],
      [
        'a bad PIN code',
        () =>
          request(undefined, undefined, health, {
            personalInfo: personalInfo({ address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '056001' } }),
          }),
        'Please enter a valid 6-digit PIN code',
      ],
      [
        'an applicant under 18',
        () => request(undefined, undefined, health, { personalInfo: personalInfo({ dateOfBirth: seventeenYearsAgo() }) }),
        'Please check the date of birth: the applicant must be between 18 and 100 years old',
      ],
      [
        'a date of birth that does not exist',
        () => request(undefined, undefined, health, { personalInfo: personalInfo({ dateOfBirth: '1990-02-30' }) }),
        'Please enter a valid date of birth',
      ],
      [
        'a missing employment type',
        () => request(undefined, undefined, health, { financialInfo: financialInfo({ employmentType: undefined }) }),
        'Please choose an employment type',
      ],
      ['no specific details', () => request(undefined, undefined, health, { specificDetails: undefined }), 'specificDetails is required'],
    ])('%s', async (_case, body, message) => {
      const res = await submit(applicant.token, body(), nextIp());
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['errors', 'message']);
      expect(res.body.message).toBe(message);
      // The same problem, with the field it belongs to, for the form to show beside that field.
      expect(res.body.errors).toEqual([{ field: expect.stringMatching(/^[a-zA-Z.]+$/), message }]);
    });
  });
});

describe('GET /api/applications/my-applications', () => {
  it('lists only the caller’s own applications, newest first', async () => {
    const asha = await t.make.makeUser();
    const vikram = await t.make.makeUser();
    const ip = nextIp();
    const first = await submit(asha.token, request('insurance', 'health', TYPES[0][2]), ip);
    const theirs = await submit(vikram.token, request('loan', 'business', TYPES[5][2]), ip);
    const second = await submit(asha.token, request('loan', 'home', TYPES[4][2]), ip);
    const third = await submit(asha.token, request('insurance', 'life', TYPES[2][2]), ip);
    for (const res of [first, theirs, second, third]) expect(res.status, res.text).toBe(201);

    const mine = await listMine(asha.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([third.body, second.body, first.body]);
    expect(mine.body.map((a: { _id: string }) => a._id)).not.toContain(theirs.body._id);
    for (const application of mine.body) expect(() => applicationSchema.parse(application)).not.toThrow();

    expect((await listMine(vikram.token)).body).toEqual([theirs.body]);
  });

  it('shows what the processing team changed', async () => {
    const { token } = await t.make.makeUser();
    const created = await submit(token, request('loan', 'secured', TYPES[7][2]), nextIp());
    // The team works on the table itself (the app has no route or service for it), so the test does too.
    await t.database.db
      .update(applications)
      .set({ status: 'under_review', adminNotes: 'Please bring the FD receipt to the branch.' })
      .where(eq(applications.id, created.body._id));
    const [listed] = (await listMine(token)).body;
    expect(listed).toEqual({ ...created.body, status: 'under_review', adminNotes: 'Please bring the FD receipt to the branch.' });
  });

  it('is empty for a customer who has applied for nothing', async () => {
    const { token } = await t.make.makeUser();
    const res = await listMine(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('submission limits', () => {
  it(`takes ${APPLICATION_LIMIT.perUser} applications an hour from one customer`, async () => {
    const busy = await t.make.makeUser();
    const ip = nextIp();
    for (let i = 0; i < APPLICATION_LIMIT.perUser; i++) {
      expect((await submit(busy.token, request(), ip)).status).toBe(201);
    }
    const over = await submit(busy.token, request(), nextIp());
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: 'You have submitted several applications in a short time. Please try again later.' });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(APPLICATION_LIMIT.windowSeconds);
    expect((await listMine(busy.token)).body).toHaveLength(APPLICATION_LIMIT.perUser);

    // Someone else, from the same address, is not held back.
    const neighbour = await t.make.makeUser();
    expect((await submit(neighbour.token, request(), ip)).status).toBe(201);
  });

  it(`takes ${APPLICATION_LIMIT.perAddress} applications an hour from one address, across accounts`, async () => {
    const ip = nextIp();
    let sent = 0;
    while (sent < APPLICATION_LIMIT.perAddress) {
      const { token } = await t.make.makeUser();
      for (let i = 0; i < APPLICATION_LIMIT.perUser && sent < APPLICATION_LIMIT.perAddress; i++, sent++) {
        expect((await submit(token, request(), ip)).status).toBe(201);
      }
    }
    const fresh = await t.make.makeUser();
    const over = await submit(fresh.token, request(), ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await listMine(fresh.token)).body).toEqual([]);
    expect((await submit(fresh.token, request(), nextIp())).status).toBe(201);
  });
});

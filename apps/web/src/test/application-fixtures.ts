import type { AdminApplication, Application } from '@store/shared';

/** A customer's health insurance application, pending, PAN and Aadhaar masked as the server sends them. */
export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    _id: '6650f1c2a9b8e4d3c2b1a0f9',
    type: 'insurance',
    subType: 'health',
    status: 'pending',
    createdAt: '2025-01-15T06:30:00.000Z',
    adminNotes: '',
    statusHistory: [{ status: 'pending', at: '2025-01-15T06:30:00.000Z' }],
    personalInfo: {
      fullName: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876543210',
      dateOfBirth: '1990-05-15',
      gender: 'female',
      maritalStatus: 'married',
      address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    },
    financialInfo: {
      monthlyIncome: 85000,
      employmentType: 'salaried',
      companyName: 'Infosys',
      workExperience: 6,
      panNumber: 'XXXXXX234F',
      aadharNumber: 'XXXXXXXX0123',
    },
    specificDetails: { coverageAmount: 500000, familyMembers: 3, medicalHistory: '', existingConditions: '' },
    ...overrides,
  };
}

/** The same application as the shop sees it: with the account that sent it. */
export function makeAdminApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    ...makeApplication(),
    customer: { _id: 'u1', name: 'Priya S.', email: 'priya.account@example.in', phone: '9811122233' },
    updatedAt: '2025-01-15T06:30:00.000Z',
    ...overrides,
  };
}

export { priya as customer } from './user-fixtures';

export { shopOwner as admin, signIn } from './admin';

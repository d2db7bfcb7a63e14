import { INSURANCE_FORMS, LOAN_FORMS } from '@store/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, hasContent, loadDraft, saveDraft } from './application-draft';
import { emptyValues, initialValues } from './form-values';

const health = INSURANCE_FORMS.health;

function typedValues() {
  const values = emptyValues(health);
  values.personalInfo.fullName = 'Asha Kulkarni';
  values.personalInfo.address.city = 'Pune';
  values.financialInfo.monthlyIncome = '85000';
  values.financialInfo.panNumber = 'ABCDE1234F';
  values.financialInfo.aadharNumber = '234567890123';
  values.specificDetails.coverageAmount = '500000';
  return values;
}

afterEach(() => sessionStorage.clear());

describe('application drafts', () => {
  it('keeps what was typed for the tab, but never the PAN or Aadhaar number', () => {
    saveDraft(health, null, typedValues());
    const raw = sessionStorage.getItem('application-draft:insurance:health') ?? '';
    expect(raw).toContain('Asha Kulkarni');
    expect(raw).not.toContain('ABCDE1234F');
    expect(raw).not.toContain('234567890123');

    const draft = loadDraft(health, null);
    expect(hasContent(draft)).toBe(true);
    const restored = initialValues(health, null, draft);
    expect(restored.personalInfo.fullName).toBe('Asha Kulkarni');
    expect(restored.personalInfo.address.city).toBe('Pune');
    expect(restored.financialInfo.monthlyIncome).toBe('85000');
    expect(restored.financialInfo.panNumber).toBe('');
    expect(restored.specificDetails.coverageAmount).toBe('500000');
  });

  it('is kept per form, adopted by a guest who logs in, and hidden from another user', () => {
    saveDraft(health, null, typedValues());
    expect(loadDraft(LOAN_FORMS.personal, null)).toBeNull();
    expect(loadDraft(health, 'user-1')?.personalInfo?.fullName).toBe('Asha Kulkarni');

    saveDraft(health, 'user-1', typedValues());
    expect(loadDraft(health, 'user-2')).toBeNull();
    expect(loadDraft(health, null)).toBeNull();
    clearDraft(health);
    expect(loadDraft(health, 'user-1')).toBeNull();
  });

  it('drops a corrupt draft and ignores fields the form does not have', () => {
    sessionStorage.setItem('application-draft:insurance:health', '{not json');
    expect(loadDraft(health, null)).toBeNull();
    expect(sessionStorage.getItem('application-draft:insurance:health')).toBeNull();

    sessionStorage.setItem(
      'application-draft:insurance:health',
      JSON.stringify({ owner: null, values: { specificDetails: { coverageAmount: 5, familyMembers: '3', colour: 'red' }, financialInfo: { panNumber: 'X' } } }),
    );
    const draft = loadDraft(health, null);
    expect(draft?.specificDetails).toEqual({ familyMembers: '3' });
    expect(draft?.financialInfo).toEqual({});
  });

  it('prefills the signed-in user, and what the applicant typed wins', () => {
    const user = {
      _id: 'u1',
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876543210',
      address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      role: 'customer' as const,
    };
    const values = initialValues(health, user, { personalInfo: { fullName: 'Priya S. Sharma', address: { city: '' } } });
    expect(values.personalInfo).toMatchObject({ fullName: 'Priya S. Sharma', email: 'priya@example.in', phone: '9876543210' });
    expect(values.personalInfo.address).toEqual(user.address);
  });
});

import type { ApplicationFormDefinition, ApplicationKind, InsuranceType, LoanType } from '@store/shared';
import { BUSINESS } from '@/config/business';

/**
 * The words around each form: what TechStore does with the application and which papers to keep
 * handy. The form's own title and summary come from the shared definition.
 */
interface FormContent {
  /** What happens to the application, in the shop's voice. */
  intro: string;
  documents: readonly string[];
}

const ID_PROOF = ['PAN card', 'Aadhaar card'] as const;
const INCOME_PROOF = 'Salary slips for the last 3 months, or ITRs for the last 2 years if self-employed';
const BANK_STATEMENTS = 'Bank statements for the last 6 months';

const INSURANCE: Record<InsuranceType, FormContent> = {
  health: {
    intro:
      'We compare individual and family floater plans from IRDAI-registered insurers and send your application to the one that fits your family and budget. An advisor calls you within one working day to go through the quotes; nothing is bought until you say yes.',
    documents: [...ID_PROOF, 'Recent medical reports or prescriptions, if any', 'Your current health policy, if you want to port it'],
  },
  vehicle: {
    intro:
      'Tell us about your vehicle and we will get comprehensive and third-party quotes from our partner insurers, with zero-depreciation and roadside assistance add-ons if you want them. Your no-claim bonus carries over.',
    documents: [...ID_PROOF, 'Registration certificate (RC)', 'Your previous policy, for the no-claim bonus'],
  },
  life: {
    intro:
      'We help you choose a term plan from IRDAI-registered life insurers, with a cover and term that fit your income and loans. If the insurer asks for a medical check-up, we book it at a diagnostic centre near you.',
    documents: [...ID_PROOF, INCOME_PROOF, 'Your nominee’s name, date of birth and relation to you'],
  },
};

const LOAN: Record<LoanType, FormContent> = {
  personal: {
    intro:
      'Our loan desk sends your application to the banks and NBFCs we work with and comes back with the best offer for your profile: amount, interest rate and EMI, before you sign anything.',
    documents: [...ID_PROOF, INCOME_PROOF, BANK_STATEMENTS],
  },
  home: {
    intro:
      'We compare home loan offers from banks and housing finance companies and coordinate the property’s legal and technical check with the lender, so you only have to sign.',
    documents: [...ID_PROOF, INCOME_PROOF, BANK_STATEMENTS, 'Property papers: sale agreement, approved plan, title documents'],
  },
  business: {
    intro:
      'For stock, machinery or expansion: we match proprietors, partnerships and companies with lenders whose repayment plans fit their cash flow, and help put the papers together.',
    documents: [
      'PAN card of the business and its owners',
      'GST registration or Udyam certificate',
      'ITRs with profit and loss statements for the last 2 years',
      'Bank statements for the last 12 months',
    ],
  },
  gold: {
    intro:
      'The lender values your jewellery at its branch and keeps it in its vault until you repay. Apply here and we will tell you the expected amount and book a branch visit for you.',
    documents: [...ID_PROOF, 'Your gold ornaments, at the branch visit'],
  },
  secured: {
    intro:
      'Borrow more at lower rates against property, fixed deposits, securities or a vehicle. We find the lender that values your collateral best and explain the terms before you commit.',
    documents: [...ID_PROOF, INCOME_PROOF, 'Collateral papers: title deed, FD receipt, demat statement or RC'],
  },
  unsecured: {
    intro:
      'No collateral needed: approval rests on your income and credit score. We check which lenders are likely to say yes before applying, so your score is not hit by needless enquiries.',
    documents: [...ID_PROOF, INCOME_PROOF, BANK_STATEMENTS],
  },
};

export function formContent(form: ApplicationFormDefinition): FormContent {
  return form.kind === 'insurance' ? INSURANCE[form.type as InsuranceType] : LOAN[form.type as LoanType];
}

/** "Apply for health insurance online with TechStore: cashless treatment at …" (≤ 160 characters for search results). */
export function formMetaDescription(form: ApplicationFormDefinition): string {
  const summary = form.summary.charAt(0).toLowerCase() + form.summary.slice(1);
  const text = `Apply for ${form.title.toLowerCase()} online with ${BUSINESS.name}, Pune: ${summary}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}

export const INVALID_TYPE_DESCRIPTION: Record<ApplicationKind, string> = {
  insurance: 'We offer health, vehicle and life insurance. Choose one of them to start your application.',
  loan: 'We arrange personal, home, business, gold, secured and unsecured loans. Choose one of them to start your application.',
};

/** Who is behind the decision: shown under every form. */
export const DECISION_NOTE: Record<ApplicationKind, string> = {
  insurance: `${BUSINESS.name} helps you compare plans and apply. The policy is issued by the insurer, who decides on acceptance, premium and claims under the policy wording.`,
  loan: `${BUSINESS.name} helps you compare offers and apply. The loan is sanctioned by the bank or NBFC, which decides on approval, amount, interest rate and tenure.`,
};

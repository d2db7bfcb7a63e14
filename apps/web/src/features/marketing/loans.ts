import type { LoanType } from '@store/shared';
import type { Testimonial } from '@/components/marketing/testimonials';
import { CLAIMS } from '@/config/offers';

/** SPEC §9 claims, as the pages print them. */
export const LOAN_CLAIMS = { personalTenure: CLAIMS.personalLoanTenure, homeTenure: CLAIMS.homeLoanTenure } as const;

export interface LoanProduct {
  type: LoanType;
  title: string;
  summary: string;
  facts: readonly string[];
}

export const LOAN_PRODUCTS: readonly LoanProduct[] = [
  {
    type: 'personal',
    title: 'Personal Loan',
    summary: 'For a wedding, a medical bill, travel or education, without pledging anything.',
    facts: [`Tenure of ${LOAN_CLAIMS.personalTenure}`, 'No collateral needed', 'Quick disbursal after approval'],
  },
  {
    type: 'home',
    title: 'Home Loan',
    summary: 'Buy a flat, build a house, or move your existing home loan to a better rate.',
    facts: [`Tenure ${LOAN_CLAIMS.homeTenure}`, 'Apartments, houses, villas and plots', 'Tax benefits on principal and interest'],
  },
  {
    type: 'business',
    title: 'Business Loan',
    summary: 'Working capital or expansion money for traders, manufacturers and service businesses.',
    facts: ['For stock, machinery or expansion', 'Repayment in years, planned around your cash flow', 'For proprietors, partnerships and companies'],
  },
  {
    type: 'gold',
    title: 'Gold Loan',
    summary: 'Money against your gold jewellery, often the same day, with the gold kept safe by the lender.',
    facts: ['18K to 24K gold accepted', 'Short tenures, counted in months', 'Jewellery returned when you repay'],
  },
  {
    type: 'secured',
    title: 'Secured Loan',
    summary: 'Larger amounts at lower rates against property, fixed deposits, securities or a vehicle.',
    facts: ['Against property, FDs, shares or a vehicle', 'Lower interest than unsecured loans', 'Longer tenures in years'],
  },
  {
    type: 'unsecured',
    title: 'Unsecured Loan',
    summary: 'Finance without collateral, decided on your income and credit score.',
    facts: ['No collateral needed', 'Based on your income and credit score', 'For education, medical, travel, wedding or business'],
  },
];

/** SPEC §2: the four steps of every loan. */
export const LOAN_STEPS = [
  { title: 'Apply online', text: 'Fill in one form with your personal, income and loan details. It takes about ten minutes, on your phone or laptop.' },
  {
    title: 'Document verification',
    text: 'Our loan desk checks your PAN, Aadhaar, income proof and bank statements, and tells you at once if anything is missing.',
  },
  { title: 'Approval', text: 'The bank or NBFC assesses your application and credit score, then confirms the amount, interest rate and tenure.' },
  { title: 'Disbursal', text: 'Once you sign the loan agreement, the money is transferred straight into your bank account.' },
] as const;

export const LOAN_DOCUMENTS = [
  'PAN card',
  'Aadhaar card',
  'Salary slips for the last 3 months, or ITRs for 2 years if self-employed',
  'Bank statements for the last 6 months',
  'Address proof, if different from Aadhaar',
  'Property, gold or collateral papers for home, gold and secured loans',
] as const;

export const LOAN_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'My personal loan for my sister’s wedding was approved in three days. They told me upfront which documents to bring, so there was no running around.',
    name: 'Ganesh More',
    detail: 'Personal loan, Hadapsar',
    rating: 5,
  },
  {
    quote: 'The loan desk compared offers from three lenders for our flat and even coordinated the property valuation. We only had to sign.',
    name: 'Shraddha Patwardhan',
    detail: 'Home loan, Wakad',
    rating: 5,
  },
  {
    quote: 'I needed working capital before the Diwali season. The business loan came through in time to stock up, and the EMI fits our cash flow.',
    name: 'Harish Agarwal',
    detail: 'Business loan, Raviwar Peth',
    rating: 4,
  },
];

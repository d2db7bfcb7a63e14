/**
 * Card EMI rates the sandbox lists: the standard rates Razorpay publishes for a few issuers (its EMI
 * FAQ, razorpay.com/docs/payments/payment-methods/emi/faqs, "standard credit card interest rates
 * charged by the banks"): the bank's minimum in rupees and each tenure's annual interest in percent.
 * SBI Card offers no 18- or 24-month plan there.
 */
const PUBLISHED_EMI_RATES: Record<string, { minRupees: number; rates: Record<number, number> }> = {
  AMEX: { minRupees: 5000, rates: { 3: 14, 6: 14, 9: 14, 12: 14, 18: 14, 24: 14 } },
  HDFC: { minRupees: 3000, rates: { 3: 15, 6: 15, 9: 15, 12: 15, 18: 15, 24: 15 } },
  ICIC: { minRupees: 1500, rates: { 3: 12.99, 6: 13.99, 9: 13.99, 12: 13.99, 18: 14.99, 24: 14.99 } },
  KKBK: { minRupees: 3000, rates: { 3: 12, 6: 12, 9: 14, 12: 14, 18: 15, 24: 15 } },
  SBIN: { minRupees: 2500, rates: { 3: 14, 6: 14, 9: 14, 12: 14 } },
  UTIB: { minRupees: 3000, rates: { 3: 13, 6: 13, 9: 14, 12: 14, 18: 15, 24: 15 } },
};

/**
 * Razorpay's `merchant_payback`: the share of the price (percent, two decimals, as text) a merchant
 * gives back to make the plan no-cost, 1 − 1/(n·EMI factor); it matches the documented sample's HDFC
 * figures (2.45 for 3 months at 15%, 7.67 for 12).
 */
function merchantPayback(annualPercent: number, months: number): string {
  const r = annualPercent / 1200;
  const growth = (1 + r) ** months;
  return ((1 - 1 / ((months * r * growth) / (growth - 1))) * 100).toFixed(2);
}

const EMI_BANKS = Object.entries(PUBLISHED_EMI_RATES);

/**
 * What the sandbox's GET /v1/methods answers: the documented sample of Razorpay's Methods API
 * (razorpay.com/docs/payments/payment-gateway/s2s-integration/payment-methods/methods-api), its
 * netbanking list cut to the larger banks, its EMI plans the published rates above. Razorpay serves
 * EMI in two shapes and so does the sandbox: the older `emi_plans` (per bank: the minimum in paise and
 * each tenure's rate) and `emi_options` (per bank: a list of plans with duration, interest, subvention,
 * minimum and merchant payback), which the shop reads.
 */
export const SANDBOX_METHODS = {
  entity: 'methods',
  card: true,
  debit_card: true,
  credit_card: true,
  prepaid_card: true,
  card_networks: {
    AMEX: 0,
    DICL: 1,
    MC: 1,
    MAES: 1,
    VISA: 1,
    JCB: 1,
    RUPAY: 1,
    BAJAJ: 0,
  },
  card_subtype: {
    consumer: 1,
    business: 1,
  },
  amex: false,
  netbanking: {
    UTIB: 'Axis Bank',
    BARB_R: 'Bank of Baroda - Retail Banking',
    CNRB: 'Canara Bank',
    ICIC: 'ICICI Bank',
    IDFB: 'IDFC FIRST Bank',
    INDB: 'Indusind Bank',
    KKBK: 'Kotak Mahindra Bank',
    PUNB_R: 'Punjab National Bank - Retail Banking',
    UBIN: 'Union Bank of India',
    YESB: 'Yes Bank',
  },
  wallet: {
    mobikwik: true,
    payzapp: true,
    olamoney: true,
    airtelmoney: true,
    jiomoney: true,
    phonepe: true,
    paypal: true,
  },
  emi: true,
  upi: true,
  cardless_emi: [],
  paylater: {
    epaylater: true,
    getsimpl: true,
    icic: true,
    hdfc: true,
  },
  google_pay_cards: false,
  app: {
    cred: 0,
    twid: 0,
  },
  gpay: false,
  emi_types: {
    credit: true,
    debit: true,
  },
  debit_emi_providers: {
    HDFC: 1,
  },
  nach: false,
  cod: false,
  emi_subvention: 'customer',
  emi_plans: Object.fromEntries(EMI_BANKS.map(([bank, { minRupees, rates }]) => [bank, { min_amount: minRupees * 100, plans: { ...rates } }])),
  emi_options: Object.fromEntries(
    EMI_BANKS.map(([bank, { minRupees, rates }]) => [
      bank,
      Object.entries(rates).map(([months, rate]) => ({
        duration: Number(months),
        interest: rate,
        subvention: 'customer',
        min_amount: minRupees * 100,
        merchant_payback: merchantPayback(rate, Number(months)),
      })),
    ]),
  ),
  recurring: {
    card: {
      credit: ['MasterCard', 'Visa'],
    },
    upi: true,
    nach: false,
  },
  upi_intent: true,
} as const;

import { DEFAULT_WARRANTY, formatRupees, RETURN_POLICY } from '@store/shared';
import { BUSINESS } from '@/config/business';
import { CLAIMS, SERVICE_PRICES } from '@/config/offers';
import type { FaqItem } from './components/faq-accordion';

/** The contact page's four questions (SPEC §2). */
export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    question: 'How long does a laptop repair take?',
    answer: (
      <p>
        Most repairs are ready in {CLAIMS.repairTurnaround}. Repairs start from {formatRupees(SERVICE_PRICES.hardwareRepair)}, and you get a written quote
        before we begin. If a part has to be ordered, we tell you the date when you drop the laptop off.
      </p>
    ),
  },
  {
    question: 'Can I return a product if I change my mind?',
    answer: (
      <p>
        Accessories, yes: within {RETURN_POLICY.accessories!.days} days of delivery, with the original box and invoice, from your order&apos;s page. A laptop is
        replaced within {RETURN_POLICY.laptop!.days} days of delivery if it is faulty or arrives damaged. Software and services cannot be returned. A refund
        goes back to your original payment method within 7 working days of our receiving the product.
      </p>
    ),
  },
  {
    question: 'Do your laptops come with a warranty?',
    answer: (
      <p>
        Every laptop carries the manufacturer’s warranty, {DEFAULT_WARRANTY} unless its product page says otherwise, and comes with a GST invoice. If something
        goes wrong, bring it to us and we will log the claim with the brand for you.
      </p>
    ),
  },
  {
    question: 'How do I apply for insurance or a loan?',
    answer: (
      <p>
        Choose the plan or loan on our Insurance or Loans page and fill in the online application. Our finance desk checks your documents and follows up with
        the insurer or lender. Questions? Write to {BUSINESS.emails.finance}.
      </p>
    ),
  },
];

import { DEFAULT_WARRANTY, FREE_SHIPPING_THRESHOLD, formatRupees, RETURN_POLICY_SUMMARY, TAX_RATE } from '@store/shared';
import { Link } from 'react-router';
import { BUSINESS, formatAddress } from '@/config/business';
import type { LegalSection } from '../components/legal-document';
import { GRIEVANCE_RESPONSE, LEGAL_UPDATED } from './legal-dates';

export const TERMS_UPDATED = LEGAL_UPDATED;

export const TERMS_INTRO = (
  <p>
    These terms apply when you use this website, buy from us or use our services. Please read them with our{' '}
    <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
      Privacy Policy
    </Link>
    . By using the site you agree to them. “We”, “us” and “{BUSINESS.name}” mean {BUSINESS.name}, {formatAddress()}.
  </p>
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give us accurate details and keep them up to date. We verify your e-mail address with a one-time code.</li>
        <li>Keep your password to yourself. You are responsible for what is done with your account until you tell us it has been misused.</li>
        <li>You must be 18 or older to buy from us or submit an application.</li>
        <li>We may suspend an account that is used for fraud or to misuse the site.</li>
      </ul>
    ),
  },
  {
    id: 'prices',
    title: 'Products and prices',
    body: (
      <>
        <p>
          All prices are in Indian rupees (₹). GST at {Math.round(TAX_RATE * 100)}% is added at checkout and shown before you pay; the total you pay includes
          all taxes.
        </p>
        <p>
          Product photos are for illustration and specifications come from the manufacturer. If we find that a product was listed at a wrong price, we will
          contact you before dispatch; you may then cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and payment',
    body: (
      <p>
        An order is confirmed once your online payment succeeds. Payments are processed by our payment provider under its own terms. If a product turns out to
        be unavailable after you have paid, we will tell you and refund the full amount to your original payment method.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <p>
        Delivery is free on orders over {formatRupees(FREE_SHIPPING_THRESHOLD)}, and any delivery charge is always shown at checkout before you pay. Please
        check the package when it arrives and tell us within 48 hours if it is damaged or anything is missing.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <>
        <p>
          {RETURN_POLICY_SUMMARY} A return is asked for from the order&apos;s page, with the original box, accessories and invoice. Refunds go back to your
          original payment method within 7 working days of our receiving the product.
        </p>
        <p>
          Products damaged through misuse cannot be returned. See <Link to="/support">Help &amp; Support</Link> for how to start a return.
        </p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty',
    body: (
      <p>
        Products carry the manufacturer’s warranty: {DEFAULT_WARRANTY} unless the product page says otherwise. Warranty repairs are done by the brand’s
        authorised service centres; we are happy to check a fault and log the claim for you.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Repairs and services',
    body: (
      <ul>
        <li>Prices shown on the site are starting prices. We give you a written quote and start work only once you accept it.</li>
        <li>
          Please back up your data before handing over a device. We take great care, but we cannot be responsible for data lost from a drive that is already
          failing.
        </li>
        <li>Please collect a repaired device within 30 days of our message that it is ready; after that we may charge for storage.</li>
        <li>
          Monthly services (CCTV monitoring and remote access, Google Workspace, digital marketing) are billed monthly in advance and can be cancelled with 30
          days’ notice. Advertising budgets are paid directly to Google or Meta, and Google Workspace is also subject to Google’s terms.
        </li>
      </ul>
    ),
  },
  {
    id: 'insurance-loans',
    title: 'Insurance and loans',
    body: (
      <p>
        We help you compare and apply; we are not an insurer or a lender. Insurers and lenders decide on your application under their own terms. You confirm
        that the information you give is true and complete: false information can lead to rejection or a claim being refused. We never charge a fee to
        “guarantee” an approval.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using the site fairly',
    body: (
      <p>
        Do not use the site to break the law, submit applications in someone else’s name, interfere with its security, or copy its content in bulk. We may limit
        or block access that harms the site or other customers.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <p>
        As far as the law allows, our liability for an order or a service is limited to the amount you paid for it, and we are not liable for losses we could
        not reasonably foresee. Nothing in these terms limits your rights under the Consumer Protection Act, 2019. Brand names and logos belong to their owners.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: <p>These terms are governed by the laws of India. Disputes are subject to the courts at Pune, Maharashtra.</p>,
  },
  {
    id: 'contact',
    title: 'Complaints and contact',
    body: (
      <p>
        Write to <a href={`mailto:${BUSINESS.emails.support}`}>{BUSINESS.emails.support}</a> or call {BUSINESS.phone.display} ({BUSINESS.hours}). For
        complaints, our Grievance Officer is {BUSINESS.grievanceOfficer.name} (
        <a href={`mailto:${BUSINESS.grievanceOfficer.email}`}>{BUSINESS.grievanceOfficer.email}</a>). {GRIEVANCE_RESPONSE}
      </p>
    ),
  },
];

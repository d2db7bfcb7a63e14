import { DEFAULT_WARRANTY, FREE_SHIPPING_THRESHOLD, formatRupees, RETURN_POLICY_SUMMARY } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { BUSINESS, formatAddress, mapsSearchUrl } from '@/config/business';
import { CLAIMS } from '@/config/offers';

export interface HelpChannel {
  icon: typeof PhoneIcon;
  title: string;
  text: string;
  action: ReactNode;
}

export const HELP_CHANNELS: readonly HelpChannel[] = [
  {
    icon: PhoneIcon,
    title: 'Call us',
    text: `${BUSINESS.hours}. The quickest way to reach a person.`,
    action: <a href={BUSINESS.phone.href}>{BUSINESS.phone.display}</a>,
  },
  {
    icon: ChatIcon,
    title: 'WhatsApp',
    text: 'Send photos of a fault or your order number; we reply during business hours.',
    action: (
      <a href={BUSINESS.whatsapp.href} target="_blank" rel="noopener noreferrer">
        {BUSINESS.whatsapp.display}
      </a>
    ),
  },
  {
    icon: MailIcon,
    title: 'E-mail',
    text: 'For anything that needs documents or a written answer. We reply within one working day.',
    action: <a href={`mailto:${BUSINESS.emails.support}`}>{BUSINESS.emails.support}</a>,
  },
  {
    icon: MapPinIcon,
    title: 'Visit the service desk',
    text: formatAddress(),
    action: (
      <a href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer">
        Get directions
      </a>
    ),
  },
];

export interface SupportTopic {
  id: string;
  title: string;
  intro: string;
  points: readonly ReactNode[];
}

export const SUPPORT_TOPICS: readonly SupportTopic[] = [
  {
    id: 'orders',
    title: 'Questions about your order',
    intro: 'Sign in and open Orders from the menu to see every order, its status and its tracking number.',
    points: [
      'Orders placed before 2 PM on a working day usually leave the same day. Delivery takes 1–2 days in Pune and 3–7 days elsewhere in India.',
      `Delivery is free on orders over ${formatRupees(FREE_SHIPPING_THRESHOLD)}.`,
      'Want to cancel? Call or write to us with the order number (the last 8 characters shown in Orders) before it is shipped and we will refund you in full.',
      'Paid, but no order confirmation? Please do not pay again. Payments that do not complete are refunded automatically by the payment provider, usually within 5–7 working days.',
      'Every order comes with a GST invoice. Need it in your company’s name? Tell us before dispatch.',
    ],
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    intro: `Changed your mind or something is not right? ${RETURN_POLICY_SUMMARY}`,
    points: [
      'Ask from your order’s page, with photos, and keep the original box, accessories and invoice.',
      'Once we accept it, the courier collects the parcel from your address.',
      'Refunds go back to your original payment method within 7 working days of our receiving the product.',
      <>
        Products damaged through misuse cannot be returned. The full rules are in our <Link to="/terms">Terms &amp; Conditions</Link>.
      </>,
    ],
  },
  {
    id: 'warranty',
    title: 'Warranty',
    intro: `Every product carries the manufacturer’s warranty: ${DEFAULT_WARRANTY} unless its product page says otherwise.`,
    points: [
      'Keep your invoice: the brand’s service centre will ask for it.',
      'Not sure whether a fault is covered? Bring the product to our service desk. We check it free of charge and, if it is a warranty case, log the claim with the brand and follow it up for you.',
      'Parts we replace in a paid repair carry their maker’s warranty, written on your bill.',
    ],
  },
  {
    id: 'repairs',
    title: 'Repairs',
    intro: `Most laptop repairs are ready in ${CLAIMS.repairTurnaround}.`,
    points: [
      'You get a written quote before we start, and we call you if we find anything else along the way.',
      'Please back up your data if you can. We never open your personal files, and we keep your device in a locked cabinet.',
      'We send a WhatsApp message when your device is ready. Please collect it within 30 days.',
      <>
        Prices for repairs, CCTV, Google Workspace and marketing are on our <Link to="/services">Services</Link> page.
      </>,
    ],
  },
  {
    id: 'applications',
    title: 'Insurance and loan applications',
    intro: 'Sign in and open Applications from the menu to follow every application you have made.',
    points: [
      <>
        Our finance desk answers questions about documents and status at <a href={`mailto:${BUSINESS.emails.finance}`}>{BUSINESS.emails.finance}</a>.
      </>,
      'The insurer or lender makes the final decision; we tell you as soon as we hear from them.',
      'For an insurance claim, call us first: we will tell you which documents to collect and help you file it.',
    ],
  },
];

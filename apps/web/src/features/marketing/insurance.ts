import type { InsuranceType } from '@store/shared';
import type { Testimonial } from '@/components/marketing/testimonials';
import { CLAIMS } from '@/config/offers';

/** SPEC §9: the life cover claim, as the pages print it. */
export const LIFE_COVER_UP_TO = CLAIMS.lifeCoverUpTo;

export interface InsurancePlan {
  type: InsuranceType;
  title: string;
  summary: string;
  points: readonly string[];
  action: string;
}

export const INSURANCE_PLANS: readonly InsurancePlan[] = [
  {
    type: 'health',
    title: 'Health Insurance',
    summary: 'Cashless treatment at network hospitals for you, your family and your parents.',
    points: [
      'Family floater plans for spouse, children and parents',
      'Cashless hospitalisation at network hospitals',
      'Pre- and post-hospitalisation expenses covered',
      'Tax benefit under Section 80D',
    ],
    action: 'Apply for health insurance',
  },
  {
    type: 'vehicle',
    title: 'Vehicle Insurance',
    summary: 'Comprehensive and third-party cover for cars, two-wheelers and commercial vehicles.',
    points: [
      'Car, motorcycle and commercial vehicle cover',
      'Zero-depreciation and roadside assistance add-ons',
      'No-claim bonus carried over from your old policy',
      'Renewal help, even after the policy has lapsed',
    ],
    action: 'Apply for vehicle insurance',
  },
  {
    type: 'life',
    title: 'Life Insurance',
    summary: `Term plans that protect your family’s future, with cover up to ${LIFE_COVER_UP_TO}.`,
    points: [
      `Cover up to ${LIFE_COVER_UP_TO}`,
      'Policy terms that can run till retirement',
      'Riders for critical illness and accidental death',
      'Tax benefit under Section 80C',
    ],
    action: 'Apply for life insurance',
  },
];

export const INSURANCE_HELP = [
  {
    title: 'Compare',
    text: 'We put plans from several insurers side by side and explain the differences that matter: waiting periods, room-rent limits, exclusions.',
  },
  { title: 'Apply', text: 'Fill in one application online. Our advisor checks it with you before it goes to the insurer, so nothing is missed.' },
  { title: 'Get your policy', text: 'The insurer issues the policy by e-mail. We go through the policy document with you and keep a copy on file.' },
  { title: 'Claim support', text: 'When you need to claim, call us. We help with the forms and documents and follow up with the insurer until it is settled.' },
] as const;

export const INSURANCE_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'When my father needed surgery, the cashless approval came through the same afternoon. TechStore’s advisor stayed on the phone with the insurer for us.',
    name: 'Swati Deshpande',
    detail: 'Health insurance, Sadashiv Peth',
    rating: 5,
  },
  {
    quote: 'I renewed my car insurance with zero-depreciation cover and my no-claim bonus carried over. It took ten minutes at their counter.',
    name: 'Nikhil Wagh',
    detail: 'Vehicle insurance, Pimple Saudagar',
    rating: 5,
  },
  {
    quote: 'They explained term insurance without any jargon and helped me pick a cover and a term that fit my budget and my home loan.',
    name: 'Pooja Menon',
    detail: 'Life insurance, Hinjewadi',
    rating: 4,
  },
];

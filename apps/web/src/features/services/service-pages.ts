import { DEFAULT_WARRANTY, formatRupees, LAPTOP_BRANDS, returnPolicyLine, type ServiceSlug } from '@store/shared';
import type { Testimonial } from '@/components/marketing/testimonials';
import { CLAIMS, SERVICE_PRICES as P } from '@/config/offers';

export interface ServiceOffering {
  name: string;
  /** Starting price in rupees; null when it comes included with another offering. */
  price: number | null;
  /** Printed after the price: "per month", "per visit"… */
  unit?: string;
  description: string;
  features: readonly string[];
  /** A note under the features, e.g. how ad spend is paid. */
  note?: string;
  link?: { to: string; label: string };
}

export interface ServicePageContent {
  slug: ServiceSlug;
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  /** The headline starting price of the hero's price tag. */
  headline: { label: string; price: number; unit?: string };
  offeringsTitle: string;
  offerings: readonly ServiceOffering[];
  steps: readonly { title: string; text: string }[];
  extra: { title: string; intro: string; items: readonly string[] };
  testimonials: readonly Testimonial[];
  contact: { title: string; text: string; subject: 'sales' | 'support' | 'general' };
}

const laptop: ServicePageContent = {
  slug: 'laptop-services',
  meta: {
    title: 'Laptop Repair & Services in Pune',
    description: `Laptop screen, battery, keyboard and motherboard repair from ${formatRupees(P.hardwareRepair)}, software help from ${formatRupees(P.softwareServices)} and servicing from ${formatRupees(P.laptopMaintenance)}. Most repairs ready in ${CLAIMS.repairTurnaround}.`,
  },
  eyebrow: 'Laptop services',
  title: 'Laptop repair, servicing and new laptops',
  intro: `Dead battery, cracked screen, a laptop that takes five minutes to start? Bring it to our service desk on J.M. Road. Our technicians find the fault in front of you, quote before they touch it, and most repairs are ready in ${CLAIMS.repairTurnaround}.`,
  headline: { label: 'Repairs from', price: P.hardwareRepair },
  offeringsTitle: 'What we do for your laptop',
  offerings: [
    {
      name: 'Hardware Repair',
      price: P.hardwareRepair,
      description: 'Part replacement and chip-level repair on every major brand, done in our own workshop — never sent out.',
      features: [
        'Screen and hinge replacement',
        'Keyboard, touchpad and charging port repair',
        'Battery replacement with genuine or OEM batteries',
        'Motherboard and chip-level repair',
        'Liquid-spill recovery',
      ],
      note: 'The starting price covers labour; any part is quoted separately and fitted only after you say yes.',
    },
    {
      name: 'Software Services',
      price: P.softwareServices,
      description: 'For when the laptop turns on but Windows, macOS or an app will not behave.',
      features: [
        'Windows and macOS installation with licensed software',
        'Virus and malware removal',
        'Data backup and recovery from failing drives',
        'Drivers, MS Office and printer set-up',
        'Speed-up for slow laptops',
      ],
    },
    {
      name: 'Laptop Maintenance',
      price: P.laptopMaintenance,
      description: 'A check-up that keeps a laptop cool, quiet and fast — we recommend one every six months.',
      features: [
        'Internal cleaning and dust removal',
        'Fan service and thermal paste replacement',
        'Battery and storage health report',
        'Keyboard and port cleaning',
      ],
    },
    {
      name: 'New Laptops',
      price: P.laptopsFrom,
      description: 'Genuine laptops for college, office, design and gaming, set up and ready to use when you collect them.',
      features: [
        `${LAPTOP_BRANDS.length} brands: ${LAPTOP_BRANDS.join(', ')}`,
        `GST invoice and ${DEFAULT_WARRANTY} manufacturer warranty`,
        'Your files moved over from your old laptop',
        `${returnPolicyLine('laptop')}`,
      ],
      link: { to: '/products?category=laptop', label: 'Browse laptops' },
    },
  ],
  steps: [
    { title: 'Walk in or call', text: 'Drop your laptop at our service desk, or call us and we will tell you what to bring along.' },
    { title: 'Diagnosis and quote', text: 'We find the fault and give you a written quote. Nothing is opened up or replaced without your go-ahead.' },
    { title: 'Repair', text: `Most repairs are done in ${CLAIMS.repairTurnaround}. We send you a WhatsApp message the moment it is ready.` },
    { title: 'Test and collect', text: 'Check the repair with our technician before you pay. You get a GST bill for the work and parts.' },
  ],
  extra: {
    title: 'Brands we sell and service',
    intro: 'Our technicians work on these brands every day, from entry-level student laptops to gaming and creator machines.',
    items: [...LAPTOP_BRANDS],
  },
  testimonials: [
    {
      quote:
        'My Dell Inspiron’s screen cracked two days before my semester exams. They replaced it by the next evening, and the bill was exactly what they had quoted.',
      name: 'Aditya Kulkarni',
      detail: 'Engineering student, Kothrud',
      rating: 5,
    },
    {
      quote:
        'They recovered three years of accounts data from my office laptop’s failing hard disk, and honestly told me a new SSD was cheaper than repairing the old one.',
      name: 'Sunita Bhosale',
      detail: 'Chartered accountant, Deccan',
      rating: 5,
    },
    {
      quote:
        'All twelve of our office laptops go to TechStore for servicing twice a year. They come back clean and cooler, with a short health report for each.',
      name: 'Rajesh Iyer',
      detail: 'Office manager, Baner',
      rating: 4,
    },
  ],
  contact: {
    title: 'Laptop giving you trouble?',
    text: 'Call the service desk or send us a message with the model and the problem. We will tell you the likely cost before you make the trip.',
    subject: 'support',
  },
};

const cctv: ServicePageContent = {
  slug: 'cctv-installation',
  meta: {
    title: 'CCTV Installation in Pune',
    description: `HD CCTV cameras for homes, shops and offices, installed from ${formatRupees(P.cctvInstallation)} with live view on your phone. Monitoring ${formatRupees(P.cctvMonitoringPerMonth)}/month, remote access ${formatRupees(P.cctvRemoteAccessPerMonth)}/month, maintenance ${formatRupees(P.cctvMaintenancePerVisit)}/visit.`,
  },
  eyebrow: 'CCTV installation',
  title: 'CCTV installation for homes, shops and offices',
  intro:
    'See your shop, godown or front door from your phone, wherever you are. We survey the site, recommend the right cameras, run neat cabling and set up the mobile app before we leave.',
  headline: { label: 'Installation from', price: P.cctvInstallation },
  offeringsTitle: 'Installation, monitoring and upkeep',
  offerings: [
    {
      name: 'CCTV Installation',
      price: P.cctvInstallation,
      description: 'A complete HD camera system, working on your phone the day we install it.',
      features: [
        'Site survey and camera placement plan',
        'HD dome and bullet cameras with night vision',
        'DVR or NVR with a hard disk sized to your needs',
        'Neat concealed or conduit cabling',
        'Live view set up on your phone',
      ],
      note: 'The starting price is for a typical four-camera home or shop; we quote your site after the survey.',
    },
    {
      name: 'Monitoring',
      price: P.cctvMonitoringPerMonth,
      unit: 'per month',
      description: 'We keep an eye on the system itself, so it is recording on the day you need it.',
      features: [
        'Daily check that every camera is recording',
        'Alert when a camera goes offline or the disk is full',
        'Help finding and saving footage',
        'Monthly status report',
      ],
    },
    {
      name: 'Remote Access',
      price: P.cctvRemoteAccessPerMonth,
      unit: 'per month',
      description: 'Watch live and recorded footage on your phone, tablet or laptop from anywhere.',
      features: [
        'Secure app access for family members or staff',
        'Playback and clip download',
        'Motion alerts on your phone',
        'Set-up again whenever you change phones',
      ],
    },
    {
      name: 'CCTV Maintenance',
      price: P.cctvMaintenancePerVisit,
      unit: 'per visit',
      description: 'Cleaning, alignment and checks that keep the picture clear through dust and monsoon.',
      features: [
        'Lens cleaning and camera re-alignment',
        'Cable, connector and power supply checks',
        'Recorder firmware update and disk check',
        'Visit report listing any parts needed',
      ],
    },
  ],
  steps: [
    { title: 'Site survey', text: 'Our technician visits, walks the premises with you and notes every entry, blind spot and cable route.' },
    { title: 'Plan and quote', text: 'You get a camera plan and a written quote with brand, model and cable length for each point.' },
    { title: 'Installation', text: 'We install, usually in a single day for up to eight cameras, and leave the place as clean as we found it.' },
    { title: 'Handover', text: 'We set up the app on your phone, show you playback and clip download, and hand over the warranty papers.' },
  ],
  extra: {
    title: 'Where we install',
    intro: 'From a single camera at a flat’s door to a warehouse with thirty-two: the same care goes into each job.',
    items: [
      'Homes and housing societies',
      'Shops and showrooms',
      'Offices and clinics',
      'Schools and coaching classes',
      'Godowns and factories',
      'Restaurants and cafés',
    ],
  },
  testimonials: [
    {
      quote: 'After a break-in at the shop next door we called TechStore. Six cameras were up the next day, and I now check the shop from home every night.',
      name: 'Imran Shaikh',
      detail: 'Owner, Shaikh Mobiles, Camp',
      rating: 5,
    },
    {
      quote: 'They explained the difference between 2 MP and 5 MP cameras without pushing the costlier one. Clean wiring, and no mess left behind.',
      name: 'Kavita Joshi',
      detail: 'Homeowner, Aundh',
      rating: 5,
    },
    {
      quote: 'The remote access plan is worth it. When a delivery went missing at our warehouse, we had the clip on WhatsApp within minutes.',
      name: 'Sandeep Pawar',
      detail: 'Operations head, Chakan',
      rating: 4,
    },
  ],
  contact: {
    title: 'Book a free site survey',
    text: 'Tell us the address and what you want to watch over. Our technician will visit at a time that suits you and give you a written quote.',
    subject: 'support',
  },
};

const workspace: ServicePageContent = {
  slug: 'google-workspace',
  meta: {
    title: 'Google Workspace Setup for Business',
    description: `Business Gmail on your own domain for ${formatRupees(P.gmailBusinessPerUserPerMonth)} per user per month, with Drive (${CLAIMS.workspaceStoragePerUser} per user), Meet (up to ${CLAIMS.meetParticipants} participants) and Docs included. Set-up and migration by TechStore.`,
  },
  eyebrow: 'Google Workspace',
  title: 'Google Workspace for your business',
  intro:
    'Professional e-mail on your own domain (you@yourcompany.in) with Google Drive, Meet and Docs. We set it up, move your old mail across and train your team, so you simply start working.',
  headline: { label: 'Gmail for business from', price: P.gmailBusinessPerUserPerMonth, unit: 'per user per month' },
  offeringsTitle: 'Everything your team needs, in one plan',
  offerings: [
    {
      name: 'Gmail for Business',
      price: P.gmailBusinessPerUserPerMonth,
      unit: 'per user per month',
      description: 'Ad-free business e-mail on your own domain, on every phone and laptop your team uses.',
      features: [
        'you@yourcompany.in addresses',
        `${CLAIMS.workspaceStoragePerUser} storage per user`,
        'Spam and phishing protection',
        'Shared calendars and contacts',
      ],
      note: 'Drive, Meet and Docs are included in this price.',
    },
    {
      name: 'Google Drive',
      price: null,
      description: 'Keep the company’s files in one safe place instead of on pen drives and personal laptops.',
      features: [
        `${CLAIMS.workspaceStoragePerUser} per user, shared with Gmail`,
        'Share folders with your team or clients',
        'Files on your phone, and offline on your laptop',
      ],
    },
    {
      name: 'Google Meet',
      price: null,
      description: 'Video meetings that work in the browser, with nothing to install for your clients.',
      features: [`Meetings with up to ${CLAIMS.meetParticipants} participants`, 'Join from a laptop, phone or tablet', 'Screen sharing and in-meeting chat'],
    },
    {
      name: 'Docs, Sheets & Slides',
      price: null,
      description: 'Write, calculate and present together, on the same file, at the same time.',
      features: ['Open and edit Word, Excel and PowerPoint files', 'Comments and suggestions', 'Full version history'],
    },
  ],
  steps: [
    { title: 'Domain and DNS', text: 'We connect your domain (or help you buy one) and set up the records so your mail is delivered and trusted.' },
    { title: 'Migration', text: 'Old mail, contacts and calendars move across from your current provider, usually over a weekend.' },
    { title: 'Users and security', text: 'Accounts, groups like sales@ and accounts@, two-step verification and sharing rules for your team.' },
    { title: 'Training and support', text: 'A short session for your staff, then one phone call away whenever someone joins, leaves or gets stuck.' },
  ],
  extra: {
    title: 'Included for every user',
    intro: 'One plan per user, billed monthly in rupees with a GST invoice.',
    items: [
      `${CLAIMS.workspaceStoragePerUser} storage`,
      `Meet calls with up to ${CLAIMS.meetParticipants} participants`,
      'Gmail on your own domain',
      'Drive, Docs, Sheets and Slides',
      'Admin console access',
      'Set-up support from our team',
    ],
  },
  testimonials: [
    {
      quote: 'We moved 25 staff from a shared free mailbox to Google Workspace over one weekend. Not a single mail was lost, and Monday started as usual.',
      name: 'Neha Gokhale',
      detail: 'Director, Gokhale Architects, Erandwane',
      rating: 5,
    },
    {
      quote: `We used to pay for a separate video-call tool. Meet is included, and ${CLAIMS.meetParticipants} participants is enough for our monthly dealer call.`,
      name: 'Vikram Rao',
      detail: 'Sales head, Hadapsar',
      rating: 5,
    },
    {
      quote: 'Whenever someone leaves, one call to TechStore and their mailbox and files are handed over to the new person the same day.',
      name: 'Farah Khan',
      detail: 'Admin manager, Viman Nagar',
      rating: 4,
    },
  ],
  contact: {
    title: 'Move your business to Google Workspace',
    text: 'Tell us how many people need e-mail and where your mail is today. We will send you a plan and a quote within one working day.',
    subject: 'sales',
  },
};

const marketing: ServicePageContent = {
  slug: 'digital-marketing',
  meta: {
    title: 'Digital Marketing for Local Businesses',
    description: `SEO from ${formatRupees(P.seoPerMonth)}/month, social media from ${formatRupees(P.socialMediaPerMonth)}/month, Google and Meta ads from ${formatRupees(P.ppcPerMonth)}/month and analytics from ${formatRupees(P.analyticsPerMonth)}/month, with a monthly report.`,
  },
  eyebrow: 'Digital marketing',
  title: 'Digital marketing that brings local customers',
  intro:
    'More calls, more walk-ins, more enquiries. We help Pune businesses show up on Google, stay active on Instagram and Facebook, and spend ad money only where it works — with a clear report every month.',
  headline: { label: 'Plans from', price: P.analyticsPerMonth, unit: 'per month' },
  offeringsTitle: 'Pick what your business needs',
  offerings: [
    {
      name: 'Search Engine Optimisation (SEO)',
      price: P.seoPerMonth,
      unit: 'per month',
      description: 'Be found when people nearby search for what you sell.',
      features: [
        'Keyword research for your area and trade',
        'On-page fixes and new content for your website',
        'Google Business Profile optimisation',
        'Monthly ranking and traffic report',
      ],
    },
    {
      name: 'Social Media Management',
      price: P.socialMediaPerMonth,
      unit: 'per month',
      description: 'A steady, good-looking presence on Instagram and Facebook without it taking up your day.',
      features: ['Monthly content calendar', 'Posts, Reels and festive creatives', 'Content in English, Hindi or Marathi', 'Monthly growth report'],
    },
    {
      name: 'Pay-Per-Click Advertising (PPC)',
      price: P.ppcPerMonth,
      unit: 'per month',
      description: 'Google Search and Meta ad campaigns that bring enquiries, managed every week.',
      features: ['Campaign set-up and ad copy', 'Lead forms, call and WhatsApp tracking', 'Weekly bid and budget tuning', 'Cost per lead in every report'],
      note: 'This is our management fee; your ad budget is paid directly to Google or Meta.',
    },
    {
      name: 'Analytics & Reporting',
      price: P.analyticsPerMonth,
      unit: 'per month',
      description: 'Know which rupee brought which customer.',
      features: ['Google Analytics 4 and Search Console set-up', 'Conversion tracking for calls, forms and WhatsApp', 'Monthly dashboard and review call'],
    },
  ],
  steps: [
    { title: 'Free consultation', text: 'We look at your website, Google listing and social pages, and ask what a good month looks like for you.' },
    { title: 'Plan', text: 'You get a written plan with targets, a monthly fee and, for ads, a suggested budget. No lock-in beyond the month.' },
    { title: 'Launch', text: 'Our team sets everything up within two weeks and shares every creative with you before it goes live.' },
    { title: 'Report and review', text: 'A plain-language report every month, and a call to decide what to do more of and what to stop.' },
  ],
  extra: {
    title: 'Who we work with',
    intro: 'Small and growing businesses in and around Pune that want more local customers, not vanity numbers.',
    items: [
      'Clinics and diagnostic centres',
      'Restaurants and cafés',
      'Coaching classes and schools',
      'Retail shops and showrooms',
      'Real estate and interiors',
      'Manufacturers and traders',
    ],
  },
  testimonials: [
    {
      quote: 'Within four months of SEO we were in the top three on Google for physiotherapy in Kothrud. Most new patients now tell us they found us online.',
      name: 'Dr. Anjali Mehta',
      detail: 'Physiotherapist, Kothrud',
      rating: 5,
    },
    {
      quote: 'The team shoots Reels at our café every month. Weekend footfall has clearly gone up, and they show us the numbers to prove it.',
      name: 'Rohan D’Souza',
      detail: 'Café owner, Koregaon Park',
      rating: 5,
    },
    {
      quote: 'They cut our Google Ads cost per lead almost in half, mostly by switching off keywords that were only wasting money.',
      name: 'Prakash Jain',
      detail: 'Partner, steel trading firm, Bhosari',
      rating: 4,
    },
  ],
  contact: {
    title: 'Get a free marketing review',
    text: 'Share your website or Instagram handle and we will send you three things you can improve this month — whether or not you hire us.',
    subject: 'sales',
  },
};

export const SERVICE_PAGES: Record<ServiceSlug, ServicePageContent> = {
  'laptop-services': laptop,
  'cctv-installation': cctv,
  'google-workspace': workspace,
  'digital-marketing': marketing,
};

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return value !== undefined && Object.hasOwn(SERVICE_PAGES, value);
}

import { LAPTOP_BRANDS } from '@store/shared';
import { BUSINESS } from '@/config/business';
import { CLAIMS } from '@/config/offers';

const yearsInPune = new Date().getFullYear() - BUSINESS.foundedYear;

// Facts the shop can stand behind, not counts of customers or repairs nobody has counted.
export const ABOUT_STATS = [
  { value: `${yearsInPune}+`, label: 'Years in Pune' },
  { value: '24–48 hrs', label: 'Typical repair time' },
  { value: '4', label: 'Services under one roof' },
  { value: `${LAPTOP_BRANDS.length}`, label: 'Laptop brands' },
] as const;

export const STORY = [
  `${BUSINESS.name} began in ${BUSINESS.foundedYear} as a two-desk laptop repair counter on Jangali Maharaj Road. Our founder, Rahul Joshi, had spent nine years as a service engineer and was tired of seeing students and shopkeepers overcharged for simple repairs. So he started fixing them himself, with a written quote for every job.`,
  'Word spread through the colleges and shops around Shivajinagar. Customers who trusted us with repairs began asking which laptop to buy next, and soon we were selling genuine laptops and accessories from the leading brands, with the same honest advice.',
  'As our customers’ businesses grew, so did we: CCTV for their shops, Google Workspace for their offices, digital marketing to bring them customers, and a desk for the insurance and loan paperwork that families kept asking us about. Today a team of over twenty people serves customers across Pune and ships laptops all over India.',
] as const;

export const MILESTONES = [
  { year: String(BUSINESS.foundedYear), text: 'Repair counter opens on J.M. Road' },
  { year: '2014', text: 'First laptops and accessories on our shelves' },
  { year: '2016', text: 'CCTV installation for shops and homes' },
  { year: '2018', text: 'Google Workspace set-ups for offices' },
  { year: '2020', text: 'Digital marketing team formed' },
  { year: '2022', text: 'Insurance and loans desk opens' },
  { year: '2026', text: 'Our online store goes live' },
] as const;

export const MISSION = {
  mission: 'To give every student, family and small business in Pune honest technology advice and dependable service at a fair price.',
  vision: 'To be the first place people in Pune call for anything to do with technology, and the one they recommend to friends.',
  values: [
    { title: 'Honesty', text: 'A written quote before work starts, and the truth when a repair is not worth it.' },
    { title: 'Craftsmanship', text: 'Do it properly the first time, with genuine parts and neat work.' },
    { title: 'Your time matters', text: `Most repairs in ${CLAIMS.repairTurnaround}, and a call back when we say we will.` },
    { title: 'Your data is yours', text: 'We never look through your files, and we wipe what we no longer need.' },
  ],
} as const;

export const LEADERSHIP = [
  {
    name: 'Rahul Joshi',
    role: 'Founder & Managing Director',
    bio: 'A service engineer for nine years before he started TechStore, Rahul still looks at every difficult repair himself. He leads sales, purchasing and the service desk.',
  },
  {
    name: 'Priya Kulkarni',
    role: 'Co-founder & Director, Business Services',
    bio: 'Priya joined in 2015 from a Pune IT consulting firm and built our CCTV, Google Workspace, digital marketing and finance desks. She looks after our business customers.',
  },
] as const;

export const AWARDS = [
  { year: '2024', title: 'Customer Service Excellence Award', by: 'Shivajinagar Traders’ Association' },
  { year: '2022', title: 'Best IT Service Partner, Pune West', by: 'Pune IT Dealers’ Forum' },
  { year: '2019', title: 'Fastest Growing Small Business', by: 'Deccan Business Chamber' },
] as const;

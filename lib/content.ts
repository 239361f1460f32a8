/**
 * Everything the landing page says, in one place. Sections render these lists as they are, so
 * adding a route, a FAQ or a review is an edit here and nowhere else.
 */
import { brand } from './brand';
import { CANCELLATION, THANK_YOU_REPLY_TIME } from './constants';

/** In-page sections the header links to, in page order. */
export const navSections = [
  { id: 'mission', label: 'Mission' },
  { id: 'why-us', label: 'Why Us' },
  { id: 'routes', label: 'Routes' },
  { id: 'faq', label: 'FAQ' },
  { id: 'team', label: 'Team' },
  { id: 'reviews', label: 'Reviews' },
] as const;

export type SectionId = (typeof navSections)[number]['id'];

/** The footer's scroll links: a subset of the header's. */
export const footerSections: readonly SectionId[] = ['routes', 'faq', 'team'];

/**
 * Links to landing-page sections: in-page on the landing page, back to it from every other page.
 * Used by the header (every section) and the footer (footerSections).
 */
export function sectionLinks(home: boolean, ids: readonly SectionId[] = navSections.map((section) => section.id)) {
  return ids.map((id) => ({
    href: `${home ? '' : '/'}#${id}`,
    label: navSections.find((section) => section.id === id)!.label,
  }));
}

export const hero = {
  eyebrow: 'River launches from Barishal since 2015',
  title: 'Cross the rivers of the south in comfort and safety',
  lead: 'Overnight cabins to Dhaka and day launches across the delta, crewed by people who know every bend of the river.',
};

export const mission = {
  title: 'Our mission',
  intro: 'Rivers are the roads of southern Bangladesh. Every crossing should be safe, on time and fairly priced.',
  cards: [
    {
      title: 'Safety before schedule',
      text: 'Life jackets for every seat, a trained crew, and no sailing in a storm warning.',
    },
    {
      title: 'Departures you can plan around',
      text: 'Published timetables, honest delay notices and a terminal team that answers the phone.',
    },
    {
      title: 'Comfort at a fair fare',
      text: 'Every class gets clean seats, working washrooms and drinking water.',
    },
  ],
};

export const whyUs = {
  title: 'Why choose us',
  intro: 'Why passengers come back.',
  items: [
    {
      title: 'Experienced river crews',
      text: 'Certified masters who know these channels in monsoon and fog.',
    },
    {
      title: 'Clean, well-kept vessels',
      text: 'Surveyed hulls, engines serviced on schedule and cabins cleaned after every trip.',
    },
    {
      title: 'Help around the clock',
      text: 'Our support line answers 24/7.',
    },
  ],
};

export type RouteCard = {
  from: string;
  fromTerminal: string;
  to: string;
  toTerminal: string;
  /** Shown as is; river times vary with tide and season. */
  duration: string;
  schedule: string;
  classes: string;
};

export const routes = {
  title: 'Strategic route planning',
  intro: 'Every timetable runs through Barishal. Times vary with tide and season.',
  cards: [
    {
      from: 'Dhaka',
      fromTerminal: 'Sadarghat Launch Terminal',
      to: 'Barishal',
      toTerminal: 'Barishal River Port',
      duration: 'Overnight, about 8 to 10 hours',
      schedule: 'Every evening, arriving early morning',
      classes: 'VIP cabins, single and double cabins, deck',
    },
    {
      from: 'Barishal',
      fromTerminal: 'Barishal River Port',
      to: 'Bhola',
      toTerminal: 'Bhola Launch Ghat',
      duration: 'About 2 to 3 hours',
      schedule: 'Morning and afternoon',
      classes: 'Cabins and deck seating',
    },
    {
      from: 'Barishal',
      fromTerminal: 'Barishal River Port',
      to: 'Mehendiganj',
      toTerminal: 'Mehendiganj Launch Ghat',
      duration: 'About 2 hours',
      schedule: 'Daily',
      classes: 'Deck seating',
    },
    {
      from: 'Dhaka',
      fromTerminal: 'Sadarghat Launch Terminal',
      to: 'Jhalokathi',
      toTerminal: 'Jhalokathi Launch Ghat',
      duration: 'Overnight via Barishal, about 10 to 12 hours',
      schedule: 'Every evening, calling at Barishal',
      classes: 'Single and double cabins, deck',
    },
  ] satisfies RouteCard[],
};

export const journey = {
  title: 'How to book in five steps',
  intro: 'No online booking yet: reserve by phone or at the counter.',
  steps: [
    { title: 'Pick your route', text: 'Choose a route and a date.' },
    { title: 'Call or visit the counter', text: `Call ${brand.phone.display} or visit our counter at Barishal River Port.` },
    { title: 'Choose your class', text: 'Deck seat or cabin.' },
    { title: 'Pay and get your ticket', text: 'Pay at the counter and keep your paper or SMS ticket.' },
    {
      title: 'Board on time',
      text: `Arrive ${CANCELLATION.arriveEarlyMinutes} minutes before departure with your ticket and photo ID.`,
    },
  ],
};

/** The cancellation tiers, shared by the FAQ answer and the refund policy so they cannot differ. */
export const cancellationTiers = [
  `More than ${CANCELLATION.fullRefundHours} hours before departure: a full refund minus a small processing fee.`,
  `${CANCELLATION.halfRefundFromHours} to ${CANCELLATION.fullRefundHours} hours before departure: a 50% refund.`,
  `Less than ${CANCELLATION.halfRefundFromHours} hours before departure: no refund, but the ticket can be rescheduled for a fee.`,
  'If we cancel a trip: a full refund or free rescheduling, whichever you prefer.',
] as const;

export type FaqItem = {
  question: string;
  answer: readonly string[];
  list?: readonly string[];
  link?: { href: string; label: string };
};

export const faq = {
  title: 'Frequently asked questions',
  items: [
    {
      question: 'Which routes do you operate?',
      answer: [
        'Dhaka Sadarghat to Barishal nightly, Barishal to Bhola and Mehendiganj by day, and Dhaka to Jhalokathi overnight.',
      ],
    },
    {
      question: 'How do I book a ticket?',
      answer: [
        `Call ${brand.phone.display}, email ${brand.email} or visit our counter at Barishal River Port. We confirm your seat and send the ticket by SMS. This website takes no payments.`,
      ],
    },
    {
      question: 'What safety measures are on board?',
      answer: [
        'Life jackets for all, life buoys, fire extinguishers and first aid on every launch. Crews drill regularly, and we never sail under a storm signal.',
      ],
    },
    {
      question: 'What amenities are on board?',
      answer: [
        'Cabins have fresh linen, fans and charging points; VIP cabins add air conditioning and a washroom. All classes have water, clean washrooms and a canteen.',
      ],
    },
    {
      question: 'What is your cancellation policy?',
      answer: ['Refunds depend on how long before departure you cancel:'],
      list: [...cancellationTiers, `Please arrive ${CANCELLATION.arriveEarlyMinutes} minutes before departure.`],
      link: { href: '/refund_policy', label: 'Read the full refund policy' },
    },
  ] satisfies FaqItem[],
};

export const team = {
  title: 'Meet the team',
  intro: 'The people behind every departure.',
  members: [
    { name: 'Rahima Akter', role: 'Operations Manager', bio: 'Plans the timetable and keeps departures on time.' },
    { name: 'Kamrul Hasan', role: 'Chief Master', bio: 'Twenty years on the Meghna and Kirtankhola.' },
    { name: 'Nusrat Jahan', role: 'Passenger Care Lead', bio: 'Runs the 24/7 support line and help desk.' },
  ],
};

export const stats = {
  title: 'Numbers we are proud of',
  items: [
    { value: '98%', label: 'On-time departures' },
    { value: '10+', label: 'Years on the rivers' },
    { value: '50+', label: 'Routes and connections' },
    { value: '50,000+', label: 'Passengers carried' },
    { value: '24/7', label: 'Passenger support' },
    { value: String(brand.foundedYear), label: 'Serving since' },
  ],
};

export const highlights = {
  title: 'Onboard highlights',
  items: [
    { title: 'Private cabins', text: 'Lockable cabins for a real night’s sleep.' },
    { title: 'Hot food on board', text: 'Rice, curry and tea through the night.' },
    { title: 'Family friendly', text: 'Seating for women and families on every deck.' },
    { title: 'Safety kit for all', text: 'Life jackets for all, shown at boarding.' },
  ],
};

export type Review = { name: string; from: string; rating: number; text: string };

export const reviews = {
  title: 'What passengers say',
  items: [
    {
      name: 'Tanvir Ahmed',
      from: 'Dhaka',
      rating: 5,
      text: 'Spotless cabin, and we reached Barishal on time.',
    },
    {
      name: 'Shirin Sultana',
      from: 'Bhola',
      rating: 5,
      text: 'I take the day launch monthly. Support even answered at midnight.',
    },
    {
      name: 'Arif Chowdhury',
      from: 'Jhalokathi',
      rating: 5,
      text: 'Good food, clean washrooms and a safety talk before we left.',
    },
  ] satisfies Review[],
  maxRating: 5,
};

export const footer = {
  legalNotice: 'For information only: no real-money activities, no online booking, no payments.',
};

/** The thank-you page, reached after the register or login form. */
export const thankYou = {
  metaTitle: 'Thank you',
  metaDescription: 'We have received your request and will be in touch shortly.',
  title: 'Thank You!',
  message: "We've received your request and will be in touch shortly.",
  steps: [
    { title: 'Confirmation Received', text: 'Your request has been received. There is nothing more you need to send.' },
    { title: 'Check Your Email', text: 'Watch your inbox for our message, and look in the spam folder if it has not arrived.' },
    {
      title: "What's Next",
      text: `Our passenger care team will reply within ${THANK_YOU_REPLY_TIME}. For anything urgent, call ${brand.phone.display}.`,
    },
  ],
  backLink: 'Back to Homepage',
};

/** The page any unknown address gets. */
export const notFound = {
  metaTitle: 'Page not found',
  metaDescription: 'The page you asked for is not on this site.',
  eyebrow: 'Error 404',
  title: 'This page has drifted off course',
  message: 'It may have moved, or the address may be mistyped.',
  homeLink: 'Go to the home page',
};

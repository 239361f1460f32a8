/**
 * Everything the landing page says, in one place. Sections render these lists as they are, so
 * adding a route, a FAQ or a review is an edit here and nowhere else.
 */
import { brand } from './brand';
import { CANCELLATION } from './constants';

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

export const hero = {
  eyebrow: 'River launches from Barishal since 2015',
  title: 'Cross the rivers of the south in comfort and safety',
  lead: 'Overnight cabins to Dhaka and day launches across the delta, run by crews who know every bend of the Kirtankhola, the Meghna and the Arial Khan.',
};

export const mission = {
  title: 'Our mission',
  intro: 'Rivers are the roads of southern Bangladesh. We want every crossing on them to be safe, on time and fairly priced.',
  cards: [
    {
      title: 'Safety before schedule',
      text: 'Every launch carries life jackets for every seat, fire equipment and a trained crew, and we hold departures when the weather warning says so.',
    },
    {
      title: 'Departures you can plan around',
      text: 'Published timetables, honest delay notices and a terminal team that answers the phone, so families know when to meet the boat.',
    },
    {
      title: 'Comfort at a fair fare',
      text: 'From deck seats to private cabins, every class gets clean bedding or seating, working washrooms and drinking water.',
    },
  ],
};

export const whyUs = {
  title: 'Why choose us',
  intro: 'What passengers tell us brings them back.',
  items: [
    {
      title: 'Experienced river crews',
      text: 'Our masters and engineers hold inland-shipping certificates and have run these channels for years, in monsoon and in fog.',
    },
    {
      title: 'Clean, well-kept vessels',
      text: 'Hulls are surveyed, engines serviced on a fixed schedule and cabins cleaned after every trip.',
    },
    {
      title: 'Help around the clock',
      text: 'Our support line is staffed 24/7 for bookings, changes, lost property and news of the tide.',
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
  /** ISO 8601 duration of the usual trip, for structured data. */
  typicalDurationIso: string;
  schedule: string;
  classes: string;
};

export const routes = {
  title: 'Strategic route planning',
  intro: 'Our timetable is built around the Barishal hub, so a connection is never far away. Times are typical and vary with the tide and the season.',
  cards: [
    {
      from: 'Dhaka',
      fromTerminal: 'Sadarghat Launch Terminal',
      to: 'Barishal',
      toTerminal: 'Barishal River Port',
      duration: 'Overnight, about 8 to 10 hours',
      typicalDurationIso: 'PT9H',
      schedule: 'Nightly departures in the evening, arriving early morning',
      classes: 'VIP cabins, single and double cabins, deck',
    },
    {
      from: 'Barishal',
      fromTerminal: 'Barishal River Port',
      to: 'Bhola',
      toTerminal: 'Bhola Launch Ghat',
      duration: 'About 2 to 3 hours',
      typicalDurationIso: 'PT2H30M',
      schedule: 'Morning and afternoon day launches',
      classes: 'Cabins and deck seating',
    },
    {
      from: 'Barishal',
      fromTerminal: 'Barishal River Port',
      to: 'Mehendiganj',
      toTerminal: 'Mehendiganj Launch Ghat',
      duration: 'About 2 hours',
      typicalDurationIso: 'PT2H',
      schedule: 'Daily day launches',
      classes: 'Deck seating',
    },
    {
      from: 'Dhaka',
      fromTerminal: 'Sadarghat Launch Terminal',
      to: 'Jhalokathi',
      toTerminal: 'Jhalokathi Launch Ghat',
      duration: 'Overnight via Barishal, about 10 to 12 hours',
      typicalDurationIso: 'PT11H',
      schedule: 'Nightly departures, calling at Barishal',
      classes: 'Single and double cabins, deck',
    },
  ] satisfies RouteCard[],
};

export const journey = {
  title: 'How to book in five steps',
  intro: 'There is no online booking yet: reserve by phone or at the terminal counter.',
  steps: [
    { title: 'Pick your route', text: 'Choose a route and date from the timetable above.' },
    { title: 'Call or visit the counter', text: `Call ${brand.phone.display} or come to our counter at the Barishal River Port.` },
    { title: 'Choose your class', text: 'Deck seat, single, double or VIP cabin: we hold it in your name.' },
    { title: 'Pay and get your ticket', text: 'Pay at the counter or to our agent and keep your paper or SMS ticket.' },
    {
      title: 'Board on time',
      text: `Arrive at the terminal ${CANCELLATION.arriveEarlyMinutes} minutes before departure with your ticket and photo ID.`,
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
        'We run nightly launches between Dhaka Sadarghat and Barishal, day launches from Barishal to Bhola and Mehendiganj, and an overnight service from Dhaka to Jhalokathi that calls at Barishal.',
      ],
    },
    {
      question: 'How do I book a ticket?',
      answer: [
        `Call us on ${brand.phone.display}, email ${brand.email} or visit our counter at the Barishal River Port. We confirm your seat or cabin and send the ticket by SMS. There is no online payment on this website.`,
      ],
    },
    {
      question: 'What safety measures are on board?',
      answer: [
        'Every launch carries a life jacket for each passenger, life buoys, fire extinguishers and a first-aid kit. Crews run safety drills, and we do not sail when the weather office raises a storm signal for our waters.',
      ],
    },
    {
      question: 'What amenities are on board?',
      answer: [
        'Cabins have beds with fresh linen, fans and charging points; VIP cabins add air conditioning and a private washroom. All classes have drinking water, clean washrooms and an onboard canteen serving hot meals and tea.',
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
  intro: 'The people who keep the launches running.',
  members: [
    { name: 'Rahima Akter', role: 'Operations Manager', bio: 'Plans the timetable and keeps every departure on schedule.' },
    { name: 'Kamrul Hasan', role: 'Chief Master', bio: 'Has navigated the Meghna and Kirtankhola channels for over twenty years.' },
    { name: 'Nusrat Jahan', role: 'Passenger Care Lead', bio: 'Leads the 24/7 support line and the terminal help desk.' },
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
    { title: 'Private cabins', text: 'Lockable single, double and VIP cabins for a night of real sleep.' },
    { title: 'Hot food on board', text: 'A canteen serving rice, curry, snacks and tea through the night.' },
    { title: 'Family friendly', text: 'Separate seating areas for women and families on every deck.' },
    { title: 'Safety kit for all', text: 'Life jackets for every passenger, shown at boarding.' },
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
      text: 'The cabin was spotless and we reached Barishal right on time. The crew even helped my mother with her bags at the ghat.',
    },
    {
      name: 'Shirin Sultana',
      from: 'Bhola',
      rating: 5,
      text: 'I take the day launch every month. It leaves when they say it will, and the support line answered at midnight when I had to change my ticket.',
    },
    {
      name: 'Arif Chowdhury',
      from: 'Jhalokathi',
      rating: 5,
      text: 'Good food, clean washrooms and a safety talk before we left. It is the most relaxed way to travel home.',
    },
  ] satisfies Review[],
  maxRating: 5,
};

export const footer = {
  legalNotice: 'This website is for information only. It offers no real-money activities, no online booking and no payments.',
};

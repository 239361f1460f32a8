/**
 * Everything the site says in English. lib/dictionaries/bn.ts has the same shape (the type checker
 * holds them together), and no fact or number lives here: a text names a fact in braces, "Call
 * {phone}", and lib/copy.ts (fillCopy) fills it from lib/facts.ts, written for the language. A text
 * with values of its own names them the same way ("Updated {time}."); lib/copy.ts lists them.
 */

import type { CopyFacts } from '../facts';
import { fillText } from '../text';

/** The facts a text names, "{phone}", each written for the page's language (the table: lib/facts.ts). */
export type { CopyFacts };

export type LegalSectionText = {
  /** Fragment id for the table of contents; stable, so links from elsewhere keep working. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Links shown after the text, to other pages by their English path. */
  links?: readonly { path: string; label: string }[];
  /** Print the legal entity's postal address, phone and email here. */
  contact?: boolean;
};

export type LegalDocumentText = {
  title: string;
  /** Meta description and the lead paragraph under the heading. */
  description: string;
  sections: readonly LegalSectionText[];
};

export const en = {
  meta: {
    siteTitle: '{brandName}: river launches from Barishal',
    siteDescription:
      'Safe, on-time river launches from the Barishal hub: overnight launches with cabins to Dhaka Sadarghat and Jhalokathi, and day launches to Bhola and Mehendiganj.',
    previewAlt: '{brandName}: a passenger launch on the river at dawn, with the brand name and tagline',
  },

  chrome: {
    skipLink: 'Skip to main content',
    home: 'home',
    menu: 'Menu',
    mainNav: 'Main',
    switchLabel: 'Read this page in English',
    backToTop: 'Back to top',
    backHome: 'Back to the home page',
    close: 'Close',
  },

  nav: {
    mission: 'Mission',
    'why-us': 'Why Us',
    routes: 'Routes',
    faq: 'FAQ',
    team: 'Team',
    reviews: 'Reviews',
    timetable: 'Timetable',
    status: 'Live status',
    safety: 'Safety',
    accessibility: 'Accessibility',
    openData: 'Open data',
  },

  footer: {
    legalNotice: 'For information only: no real-money activities, no online booking, no payments.',
    ageNote: 'Recommended for users {adultAge}+',
    contact: 'Contact',
    legal: 'Legal',
    explore: 'Explore',
    quickLinks: 'Quick links',
  },

  ageGate: {
    question: 'Are you {adultAge} years old or older?',
    text: 'This site is intended for adult travellers. Please confirm your age to continue.',
    yes: 'Yes',
    no: 'No',
  },

  account: {
    register: 'Register',
    login: 'Login',
    registerTitle: 'Create an account',
    loginTitle: 'Log in',
    registerSubmit: 'Register',
    loginSubmit: 'Log in',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    acceptBefore: 'I accept the',
    acceptBetween: 'and the',
    acceptAfter: '',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    // Under each form, a button that opens the other one in its place.
    haveAccount: 'Already registered?',
    toLogin: 'Log in instead',
    noAccount: 'No account yet?',
    toRegister: 'Create one',
  },

  hero: {
    eyebrow: 'River launches from Barishal since {foundedYear}',
    title: 'Cross the rivers of the south in comfort and safety',
    lead: 'Overnight cabins to Dhaka and day launches across the delta, crewed by people who know every bend of the river.',
    contactLabel: 'Contact us',
    call: 'Call {phone}',
    emailUs: 'Email {email}',
  },

  mission: {
    title: 'Our mission',
    intro: 'Rivers are the roads of southern Bangladesh. Every crossing should be safe, on time and fairly priced.',
    cards: [
      { title: 'Safety before schedule', text: 'Life jackets for every seat, a trained crew, and no sailing in a storm warning.' },
      {
        title: 'Departures you can plan around',
        text: 'Published timetables, honest delay notices and a terminal team that answers the phone.',
      },
      { title: 'Comfort at a fair fare', text: 'Every class gets clean seats, working washrooms and drinking water.' },
    ],
  },

  whyUs: {
    title: 'Why choose us',
    intro: 'Why passengers come back.',
    items: [
      { title: 'Experienced river crews', text: 'Certified masters who know these channels in monsoon and fog.' },
      {
        title: 'Clean, well-kept vessels',
        text: 'Surveyed hulls, engines serviced on schedule and cabins cleaned after every trip.',
      },
      { title: 'Help around the clock', text: 'Our support line answers {supportHours}.' },
    ],
  },

  journey: {
    title: 'How to book in five steps',
    intro: 'No online booking yet: reserve by phone or at the counter.',
    stepLabel: 'Step',
    timetableLink: 'See times and fares',
    steps: [
      { title: 'Pick your route', text: 'Choose a route and a date.' },
      {
        title: 'Call or visit the counter',
        text: 'Call {phone} or visit our counter {atHubTerminal}.',
      },
      { title: 'Choose your class', text: 'Deck seat or cabin.' },
      { title: 'Pay and get your ticket', text: 'Pay at the counter and keep your paper or SMS ticket.' },
      {
        title: 'Board on time',
        text: 'Arrive {arriveEarlyMinutes} minutes before departure with your ticket and photo ID.',
      },
    ],
  },

  /** The refund policy's list: the FAQ's cancellation tiers, filled (the legal section below calls it). */
  cancellationTiers: (f: CopyFacts): string[] => en.faq.cancellation.tiers.map((tier) => fillText(tier, f)),

  faq: {
    title: 'Frequently asked questions',
    routes: {
      question: 'Which routes do you operate?',
      // The list of routes under it is made from the timetable (lib/timetable-view.ts).
      answer: 'Our launches sail these routes:',
      link: 'Times and fares for every route',
    },
    booking: {
      question: 'How do I book a ticket?',
      answer:
        'Call {phone}, email {email} or visit our counter {atHubTerminal}. We confirm your seat and send the ticket by SMS. This website takes no payments.',
    },
    safety: {
      question: 'What safety measures are on board?',
      answer:
        'Life jackets for all, life buoys, fire extinguishers and first aid on every launch. Crews drill regularly, and from storm signal {stopAtSignal} upward none of our launches sails.',
      link: 'Storm signals and safety on board',
    },
    amenities: {
      question: 'What amenities are on board?',
      answer:
        'Cabins have fresh linen, fans and charging points; VIP cabins add air conditioning and a washroom. All classes have water, clean washrooms and a canteen.',
    },
    cancellation: {
      question: 'What is your cancellation policy?',
      answer: 'Refunds depend on how long before departure you cancel:',
      /** Shared by the FAQ answer and the refund policy so they cannot differ. */
      tiers: [
        'More than {fullRefundHours} hours before departure: a full refund minus a small processing fee.',
        '{halfRefundFromHours} to {fullRefundHours} hours before departure: a {halfRefundPercent} refund.',
        'Less than {halfRefundFromHours} hours before departure: no refund, but the ticket can be rescheduled for a fee.',
        'If we cancel a trip: a full refund or free rescheduling, whichever you prefer.',
      ],
      arriveEarly: 'Please arrive {arriveEarlyMinutes} minutes before departure.',
      link: 'Read the full refund policy',
    },
  },

  highlights: {
    title: 'Onboard highlights',
    items: [
      { title: 'Private cabins', text: 'Lockable cabins for a real night’s sleep.' },
      { title: 'Hot food on board', text: 'Rice, curry and tea through the night.' },
      { title: 'Family friendly', text: 'Seating for women and families on every deck.' },
      { title: 'Safety kit for all', text: 'Life jackets for all, shown at boarding.' },
    ],
  },

  thankYou: {
    metaTitle: 'Thank you',
    metaDescription: 'We have received your request and will be in touch shortly.',
    title: 'Thank You!',
    message: "We've received your request and will be in touch shortly.",
    steps: [
      {
        title: 'Confirmation Received',
        text: 'Your request has been received. There is nothing more you need to send.',
      },
      {
        title: 'Check Your Email',
        // Nothing typed in the forms is sent (the privacy policy): the step says how to reach us by e-mail.
        text: 'Write to us at {email} and our reply comes to your inbox; if it has not arrived, look in the spam folder.',
      },
      {
        title: "What's Next",
        text: 'Our passenger care team will reply within {replyTime}. For anything urgent, call {phone}.',
      },
    ],
    backLink: 'Back to Homepage',
  },

  notFound: {
    metaTitle: 'Page not found',
    metaDescription: 'The page you asked for is not on this site.',
    eyebrow: 'Error {notFoundStatus}',
    title: 'This page has drifted off course',
    message: 'It may have moved, or the address may be mistyped.',
    homeLink: 'Go to the home page',
  },

  notices: {
    label: 'Service notices',
    severity: { information: 'Information', disruption: 'Disruption', suspended: 'Suspended' },
    routes: 'Routes: {routes}.',
    allRoutes: 'All routes.',
    // "From <start> until <end>."
    periodBefore: 'From',
    periodBetween: 'until',
    periodAfter: '.',
  },

  status: {
    metaTitle: 'Live service status',
    description: 'Storm signal, cancelled and delayed launches and service notices, as our counter publishes them through the day.',
    title: 'Live service status',
    intro:
      'What the counter at the ghat knows now: the storm signal, launches that are cancelled or late, and notices. It changes without notice on a stormy day; look again before you leave home.',
    /** The banner's name for screen readers, and the link to the status page. */
    label: 'Service status',
    link: 'Live status',
    updated: 'Updated {time}.',
    allNormal: 'All launches are running as timetabled.',
    stale: 'This status has not been updated since {time}: call {phone} before you set out for the ghat.',
    offline: 'You are offline: this is the status as of {time}.',
    signalHeading: 'Storm signal',
    signalName: 'Storm signal {number} ({name})',
    signalNow: '{signal} is up from {from} until {until}.',
    noSignal: 'No storm signal is up on our rivers.',
    changesHeading: 'Cancelled and delayed launches',
    noChanges: 'No launch is cancelled or delayed.',
    /** One sailing on one day: "The 9:00 pm Dhaka – Barishal launch on 24 November 2026". */
    sailing: 'The {time} {route} launch on {date}',
    change: { cancelled: 'cancelled', delayed: 'delayed: leaves at {time}', 'on-time': 'on time' },
    /** The timetable row's badge: "24 Nov: cancelled". */
    badge: '{date}: {change}',
    noticesHeading: 'Notices',
    noNotices: 'No notice is in force.',
    feedsHeading: 'For apps and journey planners',
    feedsIntro: 'The same status as data, updated whenever the counter publishes:',
    feeds: {
      json: 'status.json: what these pages read',
      atom: 'Notices as an Atom feed (English), for feed readers',
      atomBn: 'Notices as an Atom feed (Bangla)',
      alerts: 'GTFS Realtime service alerts, for journey planners',
    },
  },

  openData: {
    metaTitle: 'Open data: timetable, live status and alerts',
    description:
      'Our timetable as a GTFS feed, the live service status as JSON, service alerts, notices and calendar files: free for maps, journey planners and anyone, under an open licence.',
    title: 'Open data',
    intro:
      'Our timetable and the live state of our launches are published as data, free for maps, journey planners and anyone else to use under the {openDataLicence} licence.',
    datasetsHeading: 'What we publish',
    format: 'Format',
    changes: 'When it changes',
    datasets: {
      gtfs: {
        name: 'Timetable (GTFS)',
        text: 'Every route, ghat and sailing with its days, the dates it does not run or runs extra (Eid specials), and fares by class, with Bangla names. The feed Google Maps and other journey planners read.',
        changes: 'With each timetable. This one runs from {seasonFrom} to {seasonUntil}.',
      },
      status: {
        name: 'Live status (JSON)',
        text: 'The storm signal, notices and sailings that are cancelled, delayed or confirmed, as our counter publishes them. Sailings are named by their GTFS trip_id.',
        changes: 'Whenever something changes, and at least every {statusStaleHours} hours.',
        schema: 'Its JSON Schema',
      },
      alerts: {
        name: 'Service alerts (GTFS Realtime)',
        text: 'The same status as GTFS Realtime alerts, naming the routes and trips of the timetable feed.',
        changes: 'With the live status.',
      },
      notices: {
        name: 'Notices (Atom)',
        text: 'Notices and changed sailings in force, for feed readers, in English and in Bangla.',
        changes: 'With the live status.',
        bangla: 'In Bangla',
      },
      calendar: {
        name: 'Calendar files (iCalendar)',
        text: 'Each sailing as a calendar event, repeating on its days: the “Add to calendar” links on the timetable.',
        changes: 'With each timetable.',
        /** {time} {from}: a sailing whose calendar file the page links. */
        example: 'An example: the {time} launch from {from}',
      },
    },
    licenceHeading: 'Licence',
    licence:
      'You may copy, change and republish the data, also for commercial use, under the {openDataLicence} licence: name {brandName} as the source.',
    licenceLink: 'Read the licence',
    plannersHeading: 'For journey planners and app makers',
    planners: [
      'The addresses above stay the same from one timetable to the next: give a planner the GTFS address once, and it fetches each new timetable itself.',
      'Times are Bangladesh time (Asia/Dhaka). A launch that arrives after midnight keeps counting the hours of the day it left, as GTFS does.',
      'Routes, ghats and sailings carry the same ids in every file, so an alert or a status entry names the trip it is about.',
    ],
    contactHeading: 'Questions or corrections',
    contact: 'Write to {email} or call {phone}. Tell us which file and which entry.',
  },

  safety: {
    metaTitle: 'Safety on board and storm signals',
    description:
      'What each river storm signal means for your launch, when we stop sailing, what happens to your ticket, and how we keep you safe on board.',
    title: 'Safe passage',
    intro: 'What a storm signal means for tonight’s launch, what happens to your ticket, and what we do on board to keep you safe.',
    signalNowHeading: 'Storm signal now',
    noticesHeading: 'Notices in force',
    signalsHeading: 'Storm signals on the rivers',
    signalsIntro:
      'The Bangladesh Meteorological Department raises river port storm signals for inland waters, and the inland water transport authority (BIWTA) suspends launches according to them. Ask at the ghat or call us when the sky turns: signals can go up within the hour.',
    signal: 'Signal {number}',
    signalMeaning: 'What it means',
    ourAction: 'What we do',
    signals: {
      cautionary: {
        name: 'Cautionary',
        meaning: 'Squally weather is possible. Keep watching the weather.',
      },
      warning: {
        name: 'Warning',
        meaning: 'A storm or nor’wester is likely. Vessels {smallVesselFeet} feet long or shorter must stop and shelter.',
      },
      danger: {
        name: 'Danger',
        meaning: 'A storm is coming. All inland vessels stop.',
      },
      greatDanger: {
        name: 'Great danger',
        meaning: 'A severe storm. All vessels stay in shelter.',
      },
    },
    sails: 'We sail, and the master checks the forecast again before leaving and at every stop.',
    stops: 'None of our launches leaves the ghat, whatever its size, until the signal is lowered.',
    policy: 'Our rule: from signal {stopAtSignal} upward, none of our launches sails, even where the rules would let a larger vessel go.',
    ticketsHeading: 'If we cancel your trip',
    tickets:
      'When weather or an official order stops a sailing, we cancel it and tell you by SMS. Your ticket is then yours to use as you choose:',
    ticketsLink: 'Read the refund policy',
    boardingHeading: 'Boarding and life jackets',
    boarding: [
      'Arrive {arriveEarlyMinutes} minutes before departure; boarding closes when the launch is ready to leave.',
      'Every seat and berth has a life jacket within reach; the crew shows where they are and how to wear one before the launch leaves.',
      'Children wear a life jacket on the open deck.',
      'No fuel, gas cylinders, fireworks or other dangerous goods on board.',
    ],
    capacityHeading: 'Never above the licensed number',
    capacity:
      'Each launch carries its licensed number of passengers, shown on a board at the gangway. When that number is aboard we stop boarding, even on the nights before Eid; the next sailing takes the rest.',
    emergencyHeading: 'In an emergency on board',
    emergency: [
      'Stay calm and listen to the crew: they wear our uniform and carry torches.',
      'Put on your life jacket and help children and older passengers with theirs.',
      'Go to the open deck by the marked routes; do not jump into the water unless the crew tells you to.',
      'On board or on the bank, anyone can call the national emergency number {emergencyNumber} or our line {phone}.',
    ],
  },

  accessibility: {
    metaTitle: 'Accessibility statement',
    description:
      'How accessible this website is, how we check it, what does not work well yet, the help we give passengers with reduced mobility, and how to tell us about a problem.',
    title: 'Accessibility statement',
    intro: (f: CopyFacts) => `This statement covers this website and our launches. It was last reviewed on ${f.reviewedDate}.`,
    sections: {
      standard: {
        heading: 'The standard we aim for',
        text: 'We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English and in Bangla.',
      },
      checks: {
        heading: 'How we check it',
        list: (f: CopyFacts) => [
          'Automated audits of every page in both languages, with any dialog open, on every change.',
          'Every control used with the keyboard alone, with a visible focus.',
          'Every page read with JavaScript turned off: the text, timetable and links are all there.',
          `Layouts checked from narrow phones (${f.narrowestScreen} pixels) to wide screens, and with text at twice its size.`,
          'Reduced motion respected: nothing fades or slides when you ask your device not to animate.',
        ],
      },
      limitations: {
        heading: 'What does not work well yet',
        list: [
          'The route map is a drawing; the same towns and rivers are listed in text beside it.',
          'On a first visit without a Bengali font on the device, Bangla text appears once our font has loaded.',
          'The age question must be answered before the landing page can be used with a mouse or keyboard.',
        ],
      },
      help: {
        heading: 'Help at the terminal and on board',
        list: (f: CopyFacts) => [
          `Tell us ${f.assistanceHours} hours before departure if you need help, by phone or at the counter.`,
          'At Barishal River Port and Sadarghat our staff meet you at the gate and help you across the pontoon and the gangway.',
          'We keep a wheelchair at the Barishal counter for use at the terminal.',
          'We can hold a cabin near the gangway on the main deck, so you need not climb the stairs.',
          'A companion who helps you travels on the same ticket class at the deck fare.',
        ],
        limits:
          'Some things we cannot change yet: at low tide the gangway can be steep, and the washrooms on board are not wide enough for a wheelchair.',
      },
      report: {
        heading: 'Tell us about a problem',
        text: (f: CopyFacts) =>
          `If something on this website or on our launches stops you, call ${f.phone} or email ${f.email}. We reply within ${f.responseDays} business days.`,
      },
    },
  },

  /** Offline reading: the notice on a kept copy and the page shown for one not kept. */
  offline: {
    /** Shown on a page the service worker answered from its kept copy; {date} is the build's. */
    savedOn: 'You are offline: this page was saved on {date}.',
    timetableSavedOn: 'You are offline: this timetable was saved on {date}.',
    metaTitle: 'You are offline',
    metaDescription: 'This page has not been saved on this device. The pages listed here can be read without a connection.',
    title: 'You are offline',
    message: 'This page has not been saved on this device, and there is no connection to fetch it.',
    keptIntro: 'These pages are saved on this device and open without a connection:',
    retry: 'When you are back online, open the page again to get it.',
    /** The kept pages' link texts, by English path (lib/offline-pages.mjs). */
    pages: {
      '/': 'Home page: routes, booking and FAQ',
      '/timetable': 'Timetable',
      '/status': 'Live status, as last seen',
      '/safety': 'Safety on board',
    },
  },

  legalPage: {
    lastUpdated: 'Last updated',
    onThisPage: 'On this page',
  },

  legal: (f: CopyFacts) => {
    const contactSection = (intro: string): LegalSectionText => ({
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [intro],
      contact: true,
    });
    return {
      privacy: {
        title: 'Privacy Policy',
        description: `How ${f.entity} handles personal information on this website: what the site keeps in your browser, and what it does not collect.`,
        sections: [
          {
            id: 'who-we-are',
            heading: 'Who we are',
            paragraphs: [
              `This website is operated by ${f.entity}, ${f.entityAddress}. In this policy "we", "us" and "our" mean ${f.entity}${f.entity.endsWith('.') ? '' : '.'}`,
              'The website presents our river launch service for information only. It offers no online booking, no payments and no real-money activities.',
            ],
          },
          {
            id: 'what-we-collect',
            heading: 'What we collect',
            paragraphs: [
              'We do not collect personal information through this website. The site has no analytics, no advertising and no tracking, and it loads nothing from other companies.',
              'The register and login forms work only inside your browser. When you submit one, the page moves to a thank-you page; what you typed is not sent to us or anyone else, is not stored, and no account is created.',
            ],
          },
          {
            id: 'what-we-store',
            heading: 'What the site stores on your device',
            paragraphs: [
              `When you confirm that you are ${f.adultAge} or older, the site saves one entry in your browser's local storage: the key "${f.ageConfirmedKey}" with the text "${f.ageConfirmedValue}". It only stops the age question appearing again on this device. It holds nothing about who you are and never leaves your browser.`,
              'See the cookies policy for how to remove it.',
            ],
            links: [{ path: '/cookies_policy', label: 'Cookies Policy' }],
          },
          {
            id: 'offline-copies',
            heading: 'Copies of pages for offline reading',
            paragraphs: [
              "Your browser also keeps copies of the site's public pages (the home page, the timetable and the safety page, and the pages you open) in its cache storage, so that they can be read without a connection. They are the same pages everyone sees: they hold no personal data and are never sent to us. Each new version of the site replaces them.",
              'See the cookies policy for how to clear them.',
            ],
            links: [{ path: '/cookies_policy', label: 'Cookies Policy' }],
          },
          {
            id: 'contacting-us',
            heading: 'When you contact us',
            paragraphs: [
              'If you phone, email or write to us, we use what you tell us only to answer you and to handle your booking or request, and we keep it no longer than that, or than the law requires.',
            ],
          },
          {
            id: 'children',
            heading: 'Children',
            paragraphs: [
              `This website is not directed at children under ${f.privacyMinimumAge}, and we do not knowingly collect information from them. If you believe a child has sent us personal information, contact us and we will delete it.`,
            ],
          },
          {
            id: 'your-rights',
            heading: 'Your rights',
            paragraphs: [
              'You may ask us what information we hold about you, and ask us to correct or delete it. We answer such requests free of charge.',
            ],
          },
          {
            id: 'changes',
            heading: 'Changes to this policy',
            paragraphs: ['If we change this policy, we will publish the new version on this page with a new "Last updated" date.'],
          },
          contactSection('Questions about privacy can be sent to:'),
        ],
      },
      cookies: {
        title: 'Cookies Policy',
        description: `${f.entity} sets no cookies on this website. This page explains the one local-storage entry the site uses and how to clear it.`,
        sections: [
          {
            id: 'no-cookies',
            heading: 'We set no cookies',
            paragraphs: [
              'This website does not set cookies, first-party or third-party. It has no analytics, advertising or social media plugins, and it loads no content from other websites.',
            ],
          },
          {
            id: 'local-storage',
            heading: 'The one thing we keep in your browser',
            paragraphs: [
              `The site uses your browser's local storage for a single entry. It is created only when you answer "Yes" to the age question, and it is never sent to us.`,
            ],
            list: [
              `Name: ${f.ageConfirmedKey}`,
              `Value: the text "${f.ageConfirmedValue}"`,
              `Purpose: remembers that you confirmed you are ${f.adultAge} or older, so the question is not asked again on this device`,
              'Duration: until you clear it',
            ],
          },
          {
            id: 'offline-copies',
            heading: 'Copies of pages for offline reading',
            paragraphs: [
              "So that you can read the timetable at the ghat without a signal, a small script of the site (a service worker) keeps copies of its public pages in your browser's cache storage: the home page, the timetable and the safety page in both languages with the files they need, and the other pages you open. They are the same for every visitor, hold no personal data, are never sent to us, and are replaced by each new version of the site. The local storage still holds only the one entry above.",
            ],
          },
          {
            id: 'clearing',
            heading: 'How to clear it',
            paragraphs: [
              `Clear the site data for this website in your browser's settings (often under Privacy, then Site settings or Cookies and site data). Clearing your browsing data or using a private window also removes it. The age question will then appear again on your next visit.`,
              'Clearing the site data also removes the copies kept for offline reading (and the service worker); they are saved again on your next online visit.',
            ],
          },
          {
            id: 'changes',
            heading: 'Changes to this policy',
            paragraphs: [
              'If we ever start using cookies or other storage, we will update this page before we do and change the "Last updated" date.',
            ],
          },
          contactSection('Questions about this policy can be sent to:'),
        ],
      },
      terms: {
        title: 'Terms of Service',
        description: `The terms for using the ${f.entity} website: who may use it, what it offers and what it does not.`,
        sections: [
          {
            id: 'about',
            heading: 'About these terms',
            paragraphs: [
              `These terms apply to your use of this website, operated by ${f.entity}, ${f.entityAddress}. By using the website you agree to them. If you do not agree, please do not use it.`,
            ],
          },
          {
            id: 'eligibility',
            heading: 'Who may use the website',
            paragraphs: [`You must be at least ${f.termsMinimumAge} years old to use this website.`],
          },
          {
            id: 'service',
            heading: 'What the website offers',
            paragraphs: [
              'The website gives information about our river launch routes, journeys, safety and onboard services. It offers no real-money activities: you cannot gamble, bet, pay or buy anything on it.',
              'Tickets are booked and paid for by phone, by email or at our counter, and the fare, timetable and conditions given at booking apply to your journey.',
            ],
          },
          {
            id: 'accounts',
            heading: 'Register and login forms',
            paragraphs: [
              'The register and login forms on the website do not create an account or sign you in. What you enter is not sent or stored; submitting a form only shows a thank-you page.',
            ],
          },
          {
            id: 'information',
            heading: 'Accuracy of information',
            paragraphs: ['Routes and journey times can change with weather and official notices: confirm your trip when you book.'],
          },
          {
            id: 'refunds',
            heading: 'Cancellations and refunds',
            paragraphs: ['Cancellations and refunds for tickets are handled under our refund policy.'],
            links: [{ path: '/refund_policy', label: 'Refund Policy' }],
          },
          {
            id: 'acceptable-use',
            heading: 'Acceptable use',
            paragraphs: [
              'Do not try to break into or disrupt the website, or use it unlawfully. Its text, illustrations and design belong to us.',
            ],
          },
          {
            id: 'liability',
            heading: 'Liability',
            paragraphs: [
              'The website is provided as it is, for information. To the extent the law allows, we are not liable for loss caused by relying on it. Nothing in these terms limits rights you have by law.',
            ],
          },
          {
            id: 'law',
            heading: 'Governing law',
            paragraphs: ['These terms are governed by the laws of Bangladesh.'],
          },
          contactSection('Questions about these terms can be sent to:'),
        ],
      },
      refund: {
        title: 'Refund Policy',
        description: `How to ask ${f.entity} for a refund, how much you get back when you cancel, and how long it takes.`,
        sections: [
          {
            id: 'requests',
            heading: 'Making a request',
            paragraphs: [
              `Refund requests must reach us within ${f.refundRequestWindowDays} days of purchase. Contact us by email, phone or post with your ticket number, the name on the ticket and the date of travel.`,
            ],
          },
          {
            id: 'amounts',
            heading: 'How much is refunded',
            paragraphs: ['The amount depends on how long before departure you cancel:'],
            list: en.cancellationTiers(f),
          },
          {
            id: 'timing',
            heading: 'How long it takes',
            paragraphs: [
              `We respond to every refund request within ${f.refundResponseDays} business days. Once a refund is approved, it is processed within ${f.refundProcessingDays} business days of approval, back to the way you paid.`,
            ],
          },
          {
            id: 'missed',
            heading: 'Missed departures',
            paragraphs: [
              `Please arrive ${f.arriveEarlyMinutes} minutes before departure. A missed departure counts as a cancellation less than ${f.halfRefundFromHours} hours before it.`,
            ],
          },
          {
            id: 'website',
            heading: 'Purchases on this website',
            paragraphs: [
              'This website takes no payments and offers no real-money activities, so nothing bought on it can be refunded. Tickets are bought by phone, by email or at our counter.',
            ],
          },
          contactSection('Send refund requests to:'),
        ],
      },
    } satisfies Record<'privacy' | 'cookies' | 'terms' | 'refund', LegalDocumentText>;
  },
};

export type Dictionary = typeof en;

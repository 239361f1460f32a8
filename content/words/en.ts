/**
 * Everything the site says in English. content/words/bn.ts has the same shape (the type checker
 * holds them together), and no fact or number lives here: a text names a fact in braces, "Call
 * {phone}", and lib/words/copy.ts (fillCopy) fills it from lib/site/facts.ts, written for the language. A text
 * with values of its own names them the same way ("Updated {time}."); lib/words/copy.ts lists them.
 */

import type { CopyFacts } from '../../lib/site/facts';

/** The facts a text names, "{phone}", each written for the page's language (the table: lib/site/facts.ts). */
export type { CopyFacts };

export const en = {
  meta: {
    previewAlt: '{brandName}: a passenger launch on the river at dawn, with the brand name and tagline',
  },

  chrome: {
    skipLink: 'Skip to main content',
    home: 'home',
    menu: 'Menu',
    mainNav: 'Main',
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
    intro: 'No online booking yet: book {bookingChannels}.',
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

  faq: {
    title: 'Frequently asked questions',
    routes: {
      question: 'Which routes do you operate?',
      // The list of routes under it is made from the timetable (lib/timetable/view.ts).
      answer: 'Our launches sail these routes:',
      link: 'Times and fares of our routes through Barishal',
    },
    booking: {
      question: 'How do I book a ticket?',
      answer:
        'Book {bookingChannels}: call {phone} or send it an SMS or a WhatsApp message, or come to our counter {atHubTerminal}. We confirm your seat and send the ticket by SMS. This website takes no payments.',
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
    title: 'Thank You!',
    message: "We've received your request and will be in touch shortly.",
    steps: [
      {
        title: 'Confirmation Received',
        text: 'The form is complete. Nothing you typed was sent or kept, so there is nothing more to do here.',
      },
      {
        title: 'Check Your Email',
        // Nothing typed in the forms is sent (the privacy policy): the step says how to reach us by e-mail.
        text: 'Write to us at {email} and our reply comes to your inbox; if it has not arrived, look in the spam folder.',
      },
      {
        title: "What's Next",
        text: 'Our passenger care team answers e-mails within {replyTime}. For anything urgent, call {phone}.',
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
    /** Where and when, one sentence under a notice: "Dhaka – Barishal, from tonight 9:00 pm until tomorrow 6:00 am." */
    routes: '{routes}',
    allRoutes: 'All routes',
    period: '{where}, from {start} until {end}.',
  },

  status: {
    intro:
      'What the counter at the ghat knows now: the storm signal, launches that are cancelled or late, and notices. It changes without notice on a stormy day; look again before you leave home.',
    /** The banner's name for screen readers, and the link to the status page. */
    label: 'Service status',
    link: 'Live status',
    updated: 'Updated {time}.',
    allNormal: 'All launches are running as timetabled.',
    stale: 'Not updated since {time}: call {phone} before you set out for the ghat.',
    offline: 'You are offline: this is the status as of {time}.',
    /** Before the signal once the status is out of date: it was in force at the last update. */
    asOf: 'As of {time}:',
    signalHeading: 'Storm signal',
    signalName: 'Storm signal {number} ({name})',
    signalNow: '{signal} is up from {from} until {until}.',
    noSignal: 'No storm signal is up on our rivers.',
    changesHeading: 'Cancelled and delayed launches',
    noChanges: 'No launch is cancelled or delayed.',
    /** One sailing on one day, {when} said from the reader's day: "Dhaka – Barishal, tonight 9:00 pm". */
    sailing: '{route}, {when}',
    /** A sailing's state as a label, after its day in the timetable's badge ("Tomorrow: cancelled"). */
    change: { cancelled: 'cancelled', delayed: 'delayed, leaves at {time}', 'on-time': 'on time' },
    /**
     * A sailing's state as a sentence, the verdict first (everything before {sailing}), so a clamp
     * or a collapsed notification cuts only which sailing: "Cancelled: Dhaka – Barishal, tonight
     * 9:00 pm." `restored` and `undelayed` are what a notification says when a cancellation or a
     * delay is withdrawn.
     */
    sentence: {
      cancelled: 'Cancelled: {sailing}.',
      delayed: 'Delayed to {time}: {sailing}.',
      'on-time': 'On time: {sailing}.',
      restored: 'Sailing again: {sailing}; the cancellation is withdrawn.',
      undelayed: 'On time again: {sailing}; the delay is withdrawn.',
    },
    /** The timetable row's badge: "Tomorrow: cancelled". */
    badge: '{date}: {change}',
    /** The bar above every page, two lines at most: its most serious entry, then "+2 more." */
    bar: {
      /** The verdict first, the reason after: the clamp can only cut the reason. */
      signalStops: 'No launches until {until}: signal {number}.',
      signalSails: 'Launches sail with care: signal {number} until {until}.',
      notice: '{title}.',
      more: '+{count} more.',
      /** Out of date: what happened, then whom to call, short enough to keep the number in two lines. */
      stale: 'No update since {time}: call {phone} first.',
      allNormal: 'All launches on time.',
      offline: 'Offline: the status as of {time}.',
    },
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

  /** Push alerts per route (the buttons on /status and the timetable, and the notifications the desk sends). */
  alerts: {
    heading: 'Alerts on this phone',
    intro:
      'Get a notification when a launch on your route is cancelled or delayed, a notice is added or a storm signal goes up, before you leave home. No app and no phone number: your browser shows it.',
    /** The button before: {route} is "Dhaka – Barishal". */
    follow: 'Alert me about {route}',
    /** After: what is on, and the button that turns it off. */
    on: 'Alerts on for {route}.',
    off: 'Turn off',
    offLabel: 'Turn off alerts for {route}',
    /** {routes}: the routes this phone follows, as a list. */
    following: 'This phone gets alerts for {routes}.',
    working: 'One moment…',
    blocked: 'Notifications from this site are blocked in your browser’s settings: allow them there to get alerts.',
    failed: 'Alerts could not be turned on just now. Try again in a minute.',
    privacy: 'What we keep for alerts, and for how long',
    /** The opt-in for departures and arrivals (issue 57): off until ticked, for every route this phone follows. */
    movements: 'Also when it leaves and arrives',
    movementsHint:
      'One notification when a launch on your routes leaves its first ghat, with when it is due, and one when it reaches the last.',
    /** The notification itself: one short sentence, then the way to the whole story. */
    notification: {
      /** A sailing in a notification, with the launch that sails it that night: filled into status.sentence. */
      sailing: '{sailing}, {launch}',
      /** The signal lowered: after one that kept us at the ghat, and after one we sailed under. */
      lowered: 'Launches sail again: the storm signal is lowered.',
      loweredSailing: 'Storm signal lowered: launches sail as timetabled.',
      more: 'And {count} more.',
      tap: 'Tap for the live status.',
    },
  },

  openData: {
    title: 'Open data',
    intro:
      'Our timetable and the live state of our launches are published as data, free for maps, journey planners and anyone else to use under the {openDataLicence} licence.',
    datasetsHeading: 'What we publish',
    format: 'Format',
    changes: 'When it changes',
    datasets: {
      gtfs: {
        name: 'Timetable (GTFS)',
        text: 'Every route, ghat and sailing with its days, the dates it does not run or runs extra (Eid specials), and fares by class, with Bangla names, the way each route runs along the rivers and which launch makes each sailing. {bikes}, as the feed says of every trip. The feed Google Maps and other journey planners read.',
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
      tripUpdates: {
        name: 'Trip updates (GTFS Realtime)',
        text: 'Cancelled and delayed sailings as GTFS Realtime trip updates: a journey planner marks the trip itself cancelled or moves its times, rather than showing a notice.',
        changes: 'With the live status: a sailing is listed while the counter’s change to it is in force.',
      },
      notices: {
        name: 'Notices (Atom)',
        text: 'Notices and changed sailings in force, for feed readers, in English and in Bangla.',
        changes: 'With the live status.',
        bangla: 'In Bangla',
      },
      onTime: {
        name: 'On-time record (CSV)',
        text: 'For each sailing, on how many of the last {days} days it was recorded leaving, on how many within {minutes} minutes of its time, and on how many it was cancelled, from the taps at our ghats. With fewer than {minimum} days recorded, no share is given.',
        changes: 'With the live status, counted up to yesterday.',
        schema: 'Its Table Schema',
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
      'On board or on the bank, call the national emergency number {emergencyNumber} at once, then our line {phone}.',
    ],
  },

  /** Offline reading: the notice on a kept copy and the page shown for one not kept. */
  offline: {
    /** Shown on a page the service worker answered from its kept copy; {date} is the build's. */
    savedOn: 'You are offline: this page was saved on {date}.',
    timetableSavedOn: 'You are offline: this timetable was saved on {date}.',
    message: 'This page has not been saved on this device, and there is no connection to fetch it.',
    keptIntro: 'These pages are saved on this device and open without a connection:',
    retry: 'When you are back online, open the page again to get it.',
  },

  legalPage: {
    lastUpdated: 'Last updated',
    onThisPage: 'On this page',
  },

  /** Where a launch is, from the ghats' taps (issue 57): the status page, the timetable's route blocks. */
  progress: {
    heading: 'Where the launches are',
    intro: 'Times as the ghats record them; a time we expect is said with "about".',
    /** "Left Dhaka 9:07 pm" */
    left: 'Left {stop} {time}',
    /** A stop on the way: "At Chandpur 12:40 am" */
    called: 'At {stop} {time}',
    /** "due in Barishal about 6:10 am" */
    due: 'due in {stop} about {time}',
    arrived: 'Arrived in {stop} {time}',
    /** 20 minutes after its time with no tap from the ghat: said plainly, never "on time". */
    notRecorded: 'Not yet recorded as left',
    /** One sailing: "Dhaka – Barishal, tonight 9:00 pm: Left Dhaka 9:07 pm · due in Barishal about 6:10 am." */
    line: '{sailing}: {progress}',
    separator: ' · ',
    end: '.',
    /** Beside a sailing on the timetable: its on-time record (lib/status/on-time.ts). */
    onTime: 'Left on time on {onTime} of {days} days recorded',
    notEnoughDays: 'On-time record: not enough days yet',
  },
};

export type Dictionary = typeof en;

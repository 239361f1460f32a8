/**
 * Every word of the timetable page, the trip finder and the route cards, in both languages. The
 * type makes a text missing in either language a type error. No facts or numbers here: times,
 * fares and names come from timetable.json, minutes from lib/site/constants.ts, and `{name}`
 * marks where they go (see fillText).
 */
import type { Locale } from '../i18n/locales';

export type TimetableCopy = {
  /** The page's title and h1 are the page registry's (lib/site/pages.ts). */
  intro: string;
  /** {date} */
  faresChecked: string;
  /** {from} {until}: the season the timetable holds for. */
  season: string;
  /** {count} {hub} {phone}: what the timetable covers, and where to ask about the other routes. */
  scope: string;
  /** {dates}: a sailing that runs on listed dates only. */
  onlyOn: string;
  /** {dates}: the dates a sailing does not run although its days say so. */
  notOn: string;
  notesTitle: string;
  /** {minutes} */
  arriveEarly: string;
  notes: readonly string[];
  map: {
    title: string;
    description: string;
    /** The routes' lines are traced on OpenStreetMap's water (docs/routes.md): its licence, ODbL, asks for this credit. */
    credit: string;
    listIntro: string;
    rivers: {
      padma: string;
      meghna: string;
      buriganga: string;
      kirtankhola: string;
      tentulia: string;
      sugandha: string;
      bayOfBengal: string;
    };
  };
  routesTitle: string;
  /** {from} {to}: a route as a heading, both ways. */
  routeName: string;
  /** {from} {to}: one direction. */
  direction: string;
  /** {km} */
  distance: string;
  table: {
    /** {from} {to} {vessels}: the caption of one direction's table. */
    caption: string;
    /** {from} */
    leaves: string;
    days: string;
    journey: string;
    fares: string;
    book: string;
    /** {time} */
    arrive: string;
    /** {time} */
    depart: string;
    nextDay: string;
    /** Screen-reader text for a stop the launch passes without calling. */
    noCall: string;
  };
  daily: string;
  /** Day names in lists of days: short (Sun) or long (রবিবার). */
  dayWidth: 'short' | 'long';
  booking: {
    call: string;
    sms: string;
    whatsapp: string;
    /** {time} {from} {to}: added for screen readers after call, SMS, WhatsApp. */
    context: string;
    /** {brand} {from} {to} {when} {time} {vessel} */
    message: string;
    nextAvailable: string;
    /** {days} */
    nextOnDays: string;
    /** {date} */
    onDate: string;
    /** The link to a sailing's calendar file (.ics), beside the booking links. */
    calendar: string;
  };
  /** The words in a sailing's calendar file (lib/open-data/ics.ts): the event's title and its description. */
  calendar: {
    /** {from} {to} {time} {vessel}: the event's title. */
    summary: string;
    /** {label} {summary}: the title of a sailing with a label, such as an Eid special. */
    special: string;
    /** {place} {time}: the terminal it leaves from, and when. */
    leaves: string;
    /** {place} {time}: the terminal it arrives at, and when. */
    arrives: string;
    /** {phone}: the hotline, to check the time on the day. */
    call: string;
    /** {url}: the timetable page. */
    timetable: string;
  };
  finder: {
    title: string;
    intro: string;
    from: string;
    to: string;
    date: string;
    choose: string;
    /** {when} {time} {duration} */
    next: string;
    tonight: string;
    today: string;
    tomorrow: string;
    /** {weekday} */
    weekday: string;
    /** {date} */
    onDate: string;
    everyDay: string;
    noneOnDate: string;
    /** {time}: a launch that runs on this weekday but not on the chosen date. */
    notRunning: string;
    /** {date} {time}: the next sailing after a date with none, or after one that does not run. */
    nextOn: string;
    /** {date}: the button that picks that date. */
    showDate: string;
    /** {date}: a date after the season's last. */
    afterSeason: string;
    leaves: string;
    arrives: string;
    journey: string;
    /** {from} {to} */
    results: string;
    fullTimetable: string;
    /** {weekday} {day} {month}: a chosen date, written by the browser without Intl. */
    dateFormat: string;
    /* What the status in force does to a sailing (lib/status/verdict.ts), beside it. */
    /** {number}: a signal under which we do not sail is up when it would leave. */
    held: string;
    /** {title}: a notice suspends its route then. */
    suspended: string;
    cancelled: string;
    /** {time}: its new departure. */
    delayed: string;
    /** {number}: a signal under which we sail with care. */
    care: string;
    /** {time} {was}: the "next" line's time of a delayed launch. */
    delayedNext: string;
    /** {when} {time} {duration}: the "next" line when the timetable's next launch cannot go. */
    firstCanGo: string;
  };
  /** The timetable rows' badges for the same ({number}), after "Tonight: ". */
  verdict: { held: string; suspended: string; care: string; launch: string };
  cards: {
    timesAndFares: string;
    everyEvening: string;
    everyMorning: string;
    /** Departures in the morning and before 15:00 ("দুপুর" in Bangla). */
    morningAndMidday: string;
    /** Departures in the morning and from 15:00 to 17:00 ("বিকাল"). */
    morningAndAfternoon: string;
    daily: string;
    /** {days} */
    eveningsOn: string;
    /** {days} */
    onDays: string;
    /** {range} */
    overnight: string;
    /** {range} */
    about: string;
    /** {min} {max} */
    hoursRange: string;
    /** {hours} */
    hours: string;
    /** {fare} */
    fromFare: string;
    /** {stops} */
    via: string;
    /** {route} {schedule}: one route in the FAQ's list of routes. */
    summary: string;
  };
};

export const timetableCopy: Record<Locale, TimetableCopy> = {
  en: {
    intro: 'Our launches, both ways: when each one leaves and reaches each ghat, and what each class costs. Book {bookingChannels}.',
    faresChecked: 'Fares checked on {date}.',
    season: 'This timetable runs from {from} to {until}.',
    scope: 'It lists our {count} routes through the {hub} hub. For our other routes, call {phone} or ask at any of our counters.',
    onlyOn: 'Only on {dates}',
    notOn: 'Not on {dates}',
    notesTitle: 'Before you travel',
    arriveEarly: 'Be at the ghat at least {minutes} minutes before the launch leaves.',
    notes: [
      'All times are Bangladesh time. They move with the tide, fog and season: call on the day to check.',
      'Deck fares follow the government rate per kilometre all year.',
      'Cabin and chair fares are ours: a guide, and they rise in the days before Eid.',
      'Boarding or leaving at a stop along the way? Ask for the fare when you book.',
    ],
    map: {
      title: 'Route map',
      description: 'A sketch map of our launch routes on the rivers of southern Bangladesh.',
      credit: 'The routes follow the rivers as OpenStreetMap draws them: © OpenStreetMap contributors.',
      listIntro: 'Our routes, stop by stop:',
      rivers: {
        padma: 'Padma',
        meghna: 'Meghna',
        buriganga: 'Buriganga',
        kirtankhola: 'Kirtankhola',
        tentulia: 'Tentulia',
        sugandha: 'Sugandha',
        bayOfBengal: 'Bay of Bengal',
      },
    },
    routesTitle: 'All routes',
    routeName: '{from} – {to}',
    direction: '{from} to {to}',
    distance: 'About {km} km by river',
    table: {
      caption: '{from} to {to}',
      leaves: 'Leaves {from}',
      days: 'Days',
      journey: 'Journey',
      fares: 'Fares',
      book: 'Book',
      arrive: 'arr. {time}',
      depart: 'dep. {time}',
      nextDay: 'next day',
      noCall: 'does not call',
    },
    daily: 'Daily',
    dayWidth: 'short',
    booking: {
      call: 'Call',
      sms: 'SMS',
      whatsapp: 'WhatsApp',
      context: ' to book the {time} launch from {from} to {to}',
      message: 'Hello {brand}, I would like to book the {time} launch ({vessel}) from {from} to {to}, {when}.',
      nextAvailable: 'on the next available day',
      nextOnDays: 'on the next {days}',
      onDate: 'on {date}',
      calendar: 'Add to calendar',
    },
    calendar: {
      summary: 'Launch {from} → {to}, {time} ({vessel})',
      special: '{label}: {summary}',
      leaves: 'Leaves: {place}, {time}',
      arrives: 'Arrives: {place}, {time}',
      call: 'Times move with the tide and fog: call {phone} on the day to check.',
      timetable: 'Timetable and fares: {url}',
    },
    finder: {
      title: 'Find your launch',
      intro: 'Choose where you board and where you are going. Add a date to see that day’s launches.',
      from: 'From',
      to: 'To',
      date: 'Date (optional)',
      choose: 'Choose',
      next: 'Next: {when} {time}, in {duration}',
      tonight: 'tonight',
      today: 'today',
      tomorrow: 'tomorrow',
      weekday: '{weekday}',
      onDate: 'Launches on {date}',
      everyDay: 'All launches',
      noneOnDate: 'No launch on this route that day. Try another date.',
      notRunning: 'The {time} launch does not sail on this date.',
      nextOn: 'Next sailing: {date}, {time}',
      showDate: 'Show {date}',
      afterSeason: 'This timetable runs until {date}. For later dates, call us.',
      leaves: 'Leaves',
      arrives: 'Arrives',
      journey: 'Journey',
      results: '{from} to {to}',
      fullTimetable: 'Full timetable for this route',
      dateFormat: '{weekday} {day} {month}',
      held: 'Not sailing: storm signal {number}.',
      suspended: 'Not sailing: {title}.',
      cancelled: 'Not sailing: cancelled.',
      delayed: 'Delayed: leaves at {time}.',
      care: 'Storm signal {number}: we sail with care.',
      delayedNext: '{time} (delayed from {was})',
      firstCanGo: 'The first launch that can go: {when} {time}, in {duration}',
    },
    verdict: {
      held: 'not sailing (storm signal {number})',
      suspended: 'not sailing (route suspended)',
      care: 'sailing with care (storm signal {number})',
      launch: 'Launch: {vessel}.',
    },
    cards: {
      timesAndFares: 'Times and fares',
      everyEvening: 'Every evening',
      everyMorning: 'Every morning',
      morningAndMidday: 'Morning and afternoon',
      morningAndAfternoon: 'Morning and afternoon',
      daily: 'Daily',
      eveningsOn: '{days} evenings',
      onDays: '{days}',
      overnight: 'Overnight, about {range}',
      about: 'About {range}',
      hoursRange: '{min} to {max} hours',
      hours: '{hours} hours',
      fromFare: 'from {fare}',
      summary: '{route}: {schedule}',
      via: 'via {stops}',
    },
  },
  bn: {
    intro: 'আমাদের লঞ্চগুলোর যাওয়া-আসার সময়: কোন ঘাট থেকে কখন ছাড়ে, কখন পৌঁছায় আর কোন শ্রেণির ভাড়া কত। টিকিট বুক করুন {bookingChannels}।',
    faresChecked: 'ভাড়া সর্বশেষ মিলিয়ে দেখা হয়েছে {date} তারিখে।',
    season: 'এই সময়সূচি {from} থেকে {until} পর্যন্ত চলবে।',
    scope:
      'এখানে {hub} হয়ে চলা আমাদের {count}টি রুটের সময় ও ভাড়া দেওয়া আছে। অন্য রুটের খোঁজ নিতে {phone} নম্বরে ফোন করুন বা আমাদের যেকোনো কাউন্টারে জিজ্ঞেস করুন।',
    onlyOn: 'শুধু {dates}',
    notOn: '{dates} চলবে না',
    notesTitle: 'যাত্রার আগে জেনে নিন',
    arriveEarly: 'লঞ্চ ছাড়ার অন্তত {minutes} মিনিট আগে ঘাটে পৌঁছান।',
    notes: [
      'এখানে দেওয়া সময়গুলো বাংলাদেশের সময় অনুযায়ী। জোয়ার-ভাটা, কুয়াশা আর মৌসুমের কারণে সময় বদলাতে পারে, তাই যাত্রার দিন ফোন করে জেনে নিন।',
      'ডেকের ভাড়া সারা বছর সরকার নির্ধারিত কিলোমিটারপ্রতি হারে।',
      'কেবিন ও চেয়ারের ভাড়া আমাদের নিজস্ব: আনুমানিক, আর ঈদের আগের কয়েক দিন তা বাড়ে।',
      'মাঝপথের কোনো ঘাটে উঠবেন বা নামবেন? টিকিট নেওয়ার সময় ভাড়া জেনে নিন।',
    ],
    map: {
      title: 'রুটের মানচিত্র',
      description: 'দক্ষিণাঞ্চলের নদীপথে আমাদের লঞ্চ রুটের নকশা।',
      credit: 'রুটের রেখা টানা হয়েছে ওপেনস্ট্রিটম্যাপে আঁকা নদীপথ ধরে: © ওপেনস্ট্রিটম্যাপ অবদানকারীগণ।',
      listIntro: 'আমাদের রুট, ঘাট ধরে ধরে:',
      rivers: {
        padma: 'পদ্মা',
        meghna: 'মেঘনা',
        buriganga: 'বুড়িগঙ্গা',
        kirtankhola: 'কীর্তনখোলা',
        tentulia: 'তেঁতুলিয়া',
        sugandha: 'সুগন্ধা',
        bayOfBengal: 'বঙ্গোপসাগর',
      },
    },
    routesTitle: 'সব রুট',
    routeName: '{from} – {to}',
    direction: '{from} থেকে {to}',
    distance: 'নদীপথে প্রায় {km} কিলোমিটার',
    table: {
      caption: '{from} থেকে {to}',
      leaves: '{from} থেকে ছাড়ে',
      days: 'কোন দিন',
      journey: 'যাত্রার সময়কাল',
      fares: 'ভাড়া',
      book: 'টিকিট',
      arrive: 'পৌঁছায় {time}',
      depart: 'ছাড়ে {time}',
      nextDay: 'পরদিন',
      noCall: 'থামে না',
    },
    daily: 'প্রতিদিন',
    dayWidth: 'long',
    booking: {
      call: 'ফোন',
      sms: 'এসএমএস',
      whatsapp: 'হোয়াটসঅ্যাপ',
      context: ' করে {from} থেকে {to} {time}-এর লঞ্চের টিকিট নিন',
      message: 'আমি {from} থেকে {to} যেতে চাই, {when} {time}-এর লঞ্চে ({vessel})। একটা টিকিট রেখে দেবেন?',
      nextAvailable: 'যেদিন আসন খালি থাকে, সেদিনের',
      nextOnDays: 'সামনের {days}',
      onDate: '{date}',
      calendar: 'ক্যালেন্ডারে যোগ করুন',
    },
    calendar: {
      summary: '{from} → {to} লঞ্চ, {time} ({vessel})',
      special: '{label}: {summary}',
      leaves: 'ছাড়ে: {place}, {time}',
      arrives: 'পৌঁছায়: {place}, {time}',
      call: 'জোয়ার-ভাটা আর কুয়াশায় সময় বদলাতে পারে, তাই যাত্রার দিন {phone} নম্বরে ফোন করে জেনে নিন।',
      timetable: 'সময়সূচি ও ভাড়া: {url}',
    },
    finder: {
      title: 'লঞ্চ খুঁজুন',
      intro: 'কোথা থেকে উঠবেন আর কোথায় যাবেন বেছে নিন। তারিখ দিলে সেদিনের লঞ্চগুলো দেখাবে।',
      from: 'কোথা থেকে',
      to: 'কোথায়',
      date: 'তারিখ (না দিলেও চলবে)',
      choose: 'বেছে নিন',
      next: 'পরের লঞ্চ: {when} {time}, আর {duration} পর',
      tonight: 'আজ',
      today: 'আজ',
      tomorrow: 'আগামীকাল',
      weekday: '{weekday}',
      onDate: '{date} যেসব লঞ্চ ছাড়বে',
      everyDay: 'সব লঞ্চ',
      noneOnDate: 'সেদিন এই রুটে কোনো লঞ্চ নেই। অন্য তারিখ দেখুন।',
      notRunning: 'এই দিনে {time}-এর লঞ্চ চলবে না।',
      nextOn: 'পরের লঞ্চ: {date}, {time}',
      showDate: 'সেদিনের লঞ্চ দেখুন',
      afterSeason: 'এই সময়সূচি {date} পর্যন্ত। পরের তারিখের খোঁজ নিতে ফোন করুন।',
      leaves: 'ছাড়ে',
      arrives: 'পৌঁছায়',
      journey: 'যাত্রার সময়কাল',
      results: '{from} থেকে {to}',
      fullTimetable: 'এই রুটের পুরো সময়সূচি',
      dateFormat: '{weekday}, {day} {month}',
      held: 'লঞ্চ ছাড়বে না: {number} নম্বর সংকেত।',
      suspended: 'লঞ্চ ছাড়বে না: {title}।',
      cancelled: 'লঞ্চ ছাড়বে না: বাতিল।',
      delayed: 'দেরিতে ছাড়বে: {time}-এ।',
      care: '{number} নম্বর সংকেত: লঞ্চ সাবধানে চলছে।',
      delayedNext: '{time} ({was}-এর বদলে)',
      firstCanGo: 'প্রথম যে লঞ্চ ছাড়তে পারবে: {when} {time}, আর {duration} পর',
    },
    verdict: {
      held: 'লঞ্চ ছাড়বে না ({number} নম্বর সংকেত)',
      suspended: 'লঞ্চ ছাড়বে না (এই রুটে চলাচল বন্ধ)',
      care: 'সাবধানে চলবে ({number} নম্বর সংকেত)',
      launch: 'লঞ্চ: {vessel}।',
    },
    cards: {
      timesAndFares: 'সময় ও ভাড়া',
      everyEvening: 'প্রতিদিন সন্ধ্যার পর',
      everyMorning: 'প্রতিদিন সকালে',
      morningAndMidday: 'প্রতিদিন সকাল ও দুপুরে',
      morningAndAfternoon: 'প্রতিদিন সকালে ও বিকালে',
      daily: 'প্রতিদিন',
      eveningsOn: '{days} সন্ধ্যার পর',
      onDays: '{days}',
      overnight: 'রাতভর, প্রায় {range}',
      about: 'প্রায় {range}',
      hoursRange: '{min} থেকে {max} ঘণ্টা',
      hours: '{hours} ঘণ্টা',
      fromFare: '{fare} থেকে শুরু',
      summary: '{route}: {schedule}',
      via: '{stops} হয়ে',
    },
  },
};

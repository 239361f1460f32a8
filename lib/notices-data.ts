/**
 * SERVICE NOTICES: delays, suspensions and news for passengers. Edit this file when something
 * changes; `npm run build` checks it (lib/notices.ts) and stops with a message naming the notice and
 * the field when an entry is wrong.
 *
 * Every page shows the notices whose end has not passed, as a banner at the top, and the timetable
 * shows each one on the routes it names. A visitor whose clock is past a notice's end no longer
 * sees it as current. With no notice here, nothing shows and the safety page says so.
 *
 * How to write one:
 *   {
 *     id: 'fog-morning-departures',            // short, lowercase, with dashes; unique
 *     severity: 'disruption',                  // 'information', 'disruption' or 'suspended'
 *     routes: ['barishal-bhola'],              // route ids from lib/timetable-data.ts, or 'all'
 *     start: '2026-12-01 00:00',               // Bangladesh time, "YYYY-MM-DD HH:MM"
 *     end: '2027-01-31 23:59',                 // after start
 *     title: { en: 'Fog: morning launches may leave late', bn: 'কুয়াশা: সকালের লঞ্চ দেরিতে ছাড়তে পারে' },
 *     text: { en: '...', bn: '...' },          // one or two sentences in each language
 *   },
 */
export const noticesData: unknown[] = [];

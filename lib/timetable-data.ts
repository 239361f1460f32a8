/**
 * THE TIMETABLE: every route, sailing and fare the site shows. Edit this file each season.
 *
 * The timetable page, the landing page's route cards and the search engines' structured data
 * are all made from it. `npm run build` checks it (lib/timetable.ts) and stops with a message
 * naming the route, the sailing and the field when something is wrong, for example a stop that
 * is not listed below, times out of order or a fare for a class the launch does not have.
 *
 * How to write things:
 * - Names come in both languages: { en: 'Barishal', bn: 'বরিশাল' }. Both are required.
 * - Times are Bangladesh time, 24-hour "HH:MM": "20:30" is 8:30 pm, "05:00" is 5 am. An overnight
 *   trip simply carries on after midnight: "21:00" from Dhaka, then "05:30" at Barishal.
 * - Days: 'daily', or a list of days: ['sun', 'tue', 'thu'] (sun mon tue wed thu fri sat).
 * - Dates are Bangladesh dates, "YYYY-MM-DD", of the departure from the first stop. The timetable
 *   holds from `validFrom` to `validUntil` (the season). A sailing may also run on `extraDates`
 *   and not run on `notOn` (Eid day); one that runs only on dates has `days: []` and its dates in
 *   `extraDates`, and a `label` such as "Eid special" that the pages show beside it.
 * - Fares are whole taka for the whole trip, one per class the launch has (see `vessels`).
 * - Ids are short lowercase words with dashes. A route's id is also its address on the page
 *   (/timetable#dhaka-barishal), so keep it when a route changes.
 *
 * Deck fares are regulated (BIWTA, since August 2022): Tk 3 per km for the first 100 km and
 * Tk 2.60 per km after that. Cabin, chair and VIP fares are the operator's own.
 */

export const timetableData = {
  /** The day the fares below were last checked against the counter's list (YYYY-MM-DD). */
  faresCheckedOn: '2026-11-15',

  /** The season: the first and last dates this timetable holds (YYYY-MM-DD). */
  validFrom: '2026-11-01',
  validUntil: '2027-03-31',

  /** Every town a launch calls at. `position` (latitude, longitude) places it on the route map. */
  stops: [
    {
      id: 'dhaka',
      town: { en: 'Dhaka', bn: 'ঢাকা' },
      terminal: { en: 'Sadarghat Launch Terminal', bn: 'সদরঘাট লঞ্চ টার্মিনাল' },
      position: { lat: 23.71, lon: 90.41 },
    },
    {
      id: 'chandpur',
      town: { en: 'Chandpur', bn: 'চাঁদপুর' },
      terminal: { en: 'Chandpur Launch Ghat', bn: 'চাঁদপুর লঞ্চঘাট' },
      position: { lat: 23.23, lon: 90.65 },
    },
    {
      id: 'barishal',
      town: { en: 'Barishal', bn: 'বরিশাল' },
      terminal: { en: 'Barishal River Port', bn: 'বরিশাল নদীবন্দর' },
      position: { lat: 22.7, lon: 90.37 },
    },
    {
      id: 'bhola',
      town: { en: 'Bhola', bn: 'ভোলা' },
      terminal: { en: 'Bhola Launch Ghat', bn: 'ভোলা লঞ্চঘাট' },
      position: { lat: 22.69, lon: 90.65 },
    },
    {
      id: 'mehendiganj',
      town: { en: 'Mehendiganj', bn: 'মেহেন্দিগঞ্জ' },
      terminal: { en: 'Mehendiganj Launch Ghat', bn: 'মেহেন্দিগঞ্জ লঞ্চঘাট' },
      position: { lat: 22.82, lon: 90.53 },
    },
    {
      id: 'jhalokathi',
      town: { en: 'Jhalokathi', bn: 'ঝালকাঠি' },
      terminal: { en: 'Jhalokathi Launch Ghat', bn: 'ঝালকাঠি লঞ্চঘাট' },
      position: { lat: 22.64, lon: 90.2 },
    },
  ],

  /** Classes of travel, cheapest first: tables list fares in this order. */
  classes: [
    { id: 'deck', name: { en: 'Deck', bn: 'ডেক' } },
    { id: 'chair', name: { en: 'Chair (sofa)', bn: 'চেয়ার (সোফা)' } },
    { id: 'single', name: { en: 'Single cabin', bn: 'সিঙ্গেল কেবিন' } },
    { id: 'double', name: { en: 'Double cabin', bn: 'ডাবল কেবিন' } },
    { id: 'family', name: { en: 'Family cabin', bn: 'ফ্যামিলি কেবিন' } },
    { id: 'vip', name: { en: 'VIP cabin', bn: 'ভিআইপি কেবিন' } },
  ],

  /** Our launches and the classes each one has. The names are our own. */
  vessels: [
    {
      id: 'shapla',
      name: { en: 'MV Nodipoth Shapla', bn: 'এমভি নদীপথ শাপলা' },
      classes: ['deck', 'chair', 'single', 'double', 'family', 'vip'],
    },
    {
      id: 'gangchil',
      name: { en: 'MV Nodipoth Gangchil', bn: 'এমভি নদীপথ গাংচিল' },
      classes: ['deck', 'chair', 'single', 'double', 'family'],
    },
    {
      id: 'dhansiri',
      name: { en: 'MV Nodipoth Dhansiri', bn: 'এমভি নদীপথ ধানসিঁড়ি' },
      classes: ['deck', 'chair', 'single', 'double'],
    },
    {
      id: 'jonaki',
      name: { en: 'MV Nodipoth Jonaki', bn: 'এমভি নদীপথ জোনাকি' },
      classes: ['deck', 'chair', 'single'],
    },
    {
      id: 'machranga',
      name: { en: 'MV Nodipoth Machranga', bn: 'এমভি নদীপথ মাছরাঙা' },
      classes: ['deck', 'chair'],
    },
    {
      // The reserve launch: it sails on Eid specials and when another is in the dock.
      id: 'sonartori',
      name: { en: 'MV Nodipoth Sonartori', bn: 'এমভি নদীপথ সোনারতরী' },
      classes: ['deck', 'chair', 'single', 'double'],
    },
  ],

  /**
   * Routes. `stops` runs from the first terminal to the last; an outbound sailing calls at them in
   * this order, a return sailing in reverse. A sailing may pass an intermediate stop without
   * calling (leave it out of `calls`).
   */
  routes: [
    {
      id: 'dhaka-barishal',
      stops: ['dhaka', 'chandpur', 'barishal'],
      // About 160 km of river. Deck by the formula: 100 × 3 + 60 × 2.60 = Tk 456; Tk 450 charged.
      distanceKm: 160,
      sailings: [
        {
          id: 'dhk-bsl-2030',
          direction: 'outbound',
          vessel: 'shapla',
          days: 'daily',
          // Eid al-Fitr (expected; the date follows the moon): the crews are home.
          notOn: ['2027-03-10'],
          calls: [
            { stop: 'dhaka', depart: '20:30' },
            { stop: 'chandpur', arrive: '23:40', depart: '23:55' },
            { stop: 'barishal', arrive: '05:00' },
          ],
          fares: { deck: 450, chair: 800, single: 1200, double: 2200, family: 3000, vip: 6500 },
        },
        {
          id: 'dhk-bsl-2100',
          direction: 'outbound',
          vessel: 'gangchil',
          days: 'daily',
          notOn: ['2027-03-10'],
          calls: [
            { stop: 'dhaka', depart: '21:00' },
            { stop: 'chandpur', arrive: '00:20', depart: '00:35' },
            { stop: 'barishal', arrive: '06:00' },
          ],
          fares: { deck: 450, chair: 800, single: 1000, double: 2000, family: 3000 },
        },
        {
          id: 'bsl-dhk-2030',
          direction: 'return',
          vessel: 'gangchil',
          days: 'daily',
          notOn: ['2027-03-10'],
          calls: [
            { stop: 'barishal', depart: '20:30' },
            { stop: 'chandpur', arrive: '01:45', depart: '02:00' },
            { stop: 'dhaka', arrive: '05:15' },
          ],
          fares: { deck: 450, chair: 800, single: 1000, double: 2000, family: 3000 },
        },
        {
          id: 'bsl-dhk-2100',
          direction: 'return',
          vessel: 'shapla',
          days: 'daily',
          notOn: ['2027-03-10'],
          calls: [
            { stop: 'barishal', depart: '21:00' },
            { stop: 'chandpur', arrive: '02:10', depart: '02:25' },
            { stop: 'dhaka', arrive: '06:00' },
          ],
          fares: { deck: 450, chair: 800, single: 1200, double: 2200, family: 3000, vip: 6500 },
        },
        {
          // Eid al-Fitr 2027 (expected 10 March): an extra launch down to Barishal on the four
          // evenings before Eid, and back up to Dhaka on the three after it.
          id: 'dhk-bsl-eid-2200',
          direction: 'outbound',
          vessel: 'sonartori',
          days: [],
          extraDates: ['2027-03-06', '2027-03-07', '2027-03-08', '2027-03-09'],
          label: { en: 'Eid special', bn: 'ঈদ স্পেশাল' },
          calls: [
            { stop: 'dhaka', depart: '22:00' },
            { stop: 'chandpur', arrive: '01:20', depart: '01:35' },
            { stop: 'barishal', arrive: '07:00' },
          ],
          fares: { deck: 450, chair: 800, single: 1100, double: 2100 },
        },
        {
          id: 'bsl-dhk-eid-2200',
          direction: 'return',
          vessel: 'sonartori',
          days: [],
          extraDates: ['2027-03-12', '2027-03-13', '2027-03-14'],
          label: { en: 'Eid special', bn: 'ঈদ স্পেশাল' },
          calls: [
            { stop: 'barishal', depart: '22:00' },
            { stop: 'chandpur', arrive: '03:10', depart: '03:25' },
            { stop: 'dhaka', arrive: '07:00' },
          ],
          fares: { deck: 450, chair: 800, single: 1100, double: 2100 },
        },
      ],
    },
    {
      id: 'barishal-bhola',
      stops: ['barishal', 'bhola'],
      // About 45 km: deck 45 × 3 = Tk 135.
      distanceKm: 45,
      sailings: [
        {
          id: 'bsl-bhl-0730',
          direction: 'outbound',
          vessel: 'jonaki',
          days: 'daily',
          calls: [
            { stop: 'barishal', depart: '07:30' },
            { stop: 'bhola', arrive: '10:00' },
          ],
          fares: { deck: 135, chair: 250, single: 500 },
        },
        {
          id: 'bsl-bhl-1430',
          direction: 'outbound',
          vessel: 'jonaki',
          days: 'daily',
          calls: [
            { stop: 'barishal', depart: '14:30' },
            { stop: 'bhola', arrive: '17:00' },
          ],
          fares: { deck: 135, chair: 250, single: 500 },
        },
        {
          id: 'bhl-bsl-1100',
          direction: 'return',
          vessel: 'jonaki',
          days: 'daily',
          calls: [
            { stop: 'bhola', depart: '11:00' },
            { stop: 'barishal', arrive: '13:30' },
          ],
          fares: { deck: 135, chair: 250, single: 500 },
        },
        {
          id: 'bhl-bsl-1730',
          direction: 'return',
          vessel: 'jonaki',
          days: 'daily',
          calls: [
            { stop: 'bhola', depart: '17:30' },
            { stop: 'barishal', arrive: '20:00' },
          ],
          fares: { deck: 135, chair: 250, single: 500 },
        },
      ],
    },
    {
      id: 'barishal-mehendiganj',
      stops: ['barishal', 'mehendiganj'],
      // About 30 km: deck 30 × 3 = Tk 90.
      distanceKm: 30,
      sailings: [
        {
          id: 'bsl-mhg-0900',
          direction: 'outbound',
          vessel: 'machranga',
          days: 'daily',
          calls: [
            { stop: 'barishal', depart: '09:00' },
            { stop: 'mehendiganj', arrive: '11:00' },
          ],
          fares: { deck: 90, chair: 150 },
        },
        {
          id: 'mhg-bsl-1400',
          direction: 'return',
          vessel: 'machranga',
          days: 'daily',
          calls: [
            { stop: 'mehendiganj', depart: '14:00' },
            { stop: 'barishal', arrive: '16:00' },
          ],
          fares: { deck: 90, chair: 150 },
        },
      ],
    },
    {
      id: 'dhaka-jhalokathi',
      stops: ['dhaka', 'chandpur', 'barishal', 'jhalokathi'],
      // About 185 km: deck 100 × 3 + 85 × 2.60 = Tk 521; Tk 520 charged.
      distanceKm: 185,
      sailings: [
        {
          // One launch works this route: down from Dhaka on these evenings, back up the next.
          id: 'dhk-jkt-1930',
          direction: 'outbound',
          vessel: 'dhansiri',
          days: ['sun', 'tue', 'thu'],
          calls: [
            { stop: 'dhaka', depart: '19:30' },
            { stop: 'chandpur', arrive: '22:45', depart: '23:00' },
            { stop: 'barishal', arrive: '04:30', depart: '04:50' },
            { stop: 'jhalokathi', arrive: '06:30' },
          ],
          fares: { deck: 520, chair: 900, single: 1300, double: 2400 },
        },
        {
          id: 'jkt-dhk-1800',
          direction: 'return',
          vessel: 'dhansiri',
          days: ['mon', 'wed', 'fri'],
          notOn: ['2027-03-10'],
          calls: [
            { stop: 'jhalokathi', depart: '18:00' },
            { stop: 'barishal', arrive: '19:30', depart: '19:50' },
            { stop: 'chandpur', arrive: '01:10', depart: '01:25' },
            { stop: 'dhaka', arrive: '05:00' },
          ],
          fares: { deck: 520, chair: 900, single: 1300, double: 2400 },
        },
      ],
    },
  ],
};

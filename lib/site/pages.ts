/**
 * THE PAGE REGISTRY: every page of the site, once. Each page exists in both languages (Bangla
 * under /bn, same slug). The sitemap, the hreflang pairs and canonical links, the header and
 * footer links, the service worker's kept pages, the byte budgets and the tests' page list are
 * all read from here; `npm run check` (scripts/build/page-registry-check.ts, tested in e2e/data/pages.spec.ts) fails when a page exists in app/ without an
 * entry here, or the reverse.
 *
 * Adding a page (README.md, "Add a page"): one entry below, one component in components/pages/,
 * and the two three-line route files that render it (app/(en)/<slug>/page.tsx and
 * app/(bn)/bn/<slug>/page.tsx).
 *
 * This file imports nothing: the build's Node scripts (the service worker, the budgets) read it
 * as well as the pages. Texts may hold {placeholders} from lib/words/copy.ts's facts ({brandName},
 * {entity}); lib/words/page-words.ts fills them, and lib/words/copy.ts checks them as it checks the dictionaries.
 */

/** A text in both languages. */
export type Words = { readonly en: string; readonly bn: string };

/** How search engines are told about a page: left out, or listed in the sitemap. */
export type Indexing =
  | { readonly indexed: false }
  | {
      readonly indexed: true;
      readonly changeFrequency: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
      readonly priority: number;
      /** Where the page's "last modified" date comes from: the timetable's fares check or its document's review. */
      readonly datedBy?: 'timetable' | 'document';
    };

export type PageEntry = {
  /** The English route; the Bangla page is the same under /bn ('/' → '/bn'). */
  readonly path: `/${string}`;
  /** The <title> before " | brand" (the landing page's is the whole title) and the og:title. */
  readonly title: Words;
  /** The meta and og:description. */
  readonly description: Words;
  readonly search: Indexing;
  /**
   * Links to the page: the header's menu, the footer's "Explore" or "Legal" column. `label` is
   * the link's text when it is not the title.
   */
  readonly links?: { readonly header?: boolean; readonly footer?: 'explore' | 'legal'; readonly label?: Words };
  /**
   * Kept by the offline-reading service worker on install, so it opens without a signal; the text
   * is the page's link on the page shown offline in place of one not kept (/offline).
   */
  readonly offline?: Words;
  /** Which byte budget applies (bench/budgets.ts); plain text pages by default. */
  readonly budget?: 'landing' | 'timetable' | 'status' | 'page';
  /** A page no link leads to: reached only after a form (/thank) or from the service worker (/offline). */
  readonly unlinked?: boolean;
};

const yearly = { indexed: true, changeFrequency: 'yearly', priority: 0.3, datedBy: 'document' } as const;

export const pages = {
  home: {
    path: '/',
    title: { en: '{brandName}: river launches from Barishal', bn: '{brandName}: বরিশাল থেকে নদীপথে লঞ্চ' },
    description: {
      // The towns from the timetable (lib/site/facts.ts): a route added in content/ joins them.
      en: 'Safe, on-time river launches from the Barishal hub. Overnight launches with cabins: {overnightTowns}. Day launches: {dayTowns}.',
      bn: 'বরিশাল থেকে নিরাপদ ও সময়মতো লঞ্চযাত্রা। কেবিনসহ রাতের লঞ্চ: {overnightTowns}। দিনের লঞ্চ: {dayTowns}।',
    },
    search: { indexed: true, changeFrequency: 'monthly', priority: 1 },
    offline: { en: 'Home page: routes, booking and FAQ', bn: 'প্রথম পাতা: রুট, বুকিং ও জিজ্ঞাসা' },
    budget: 'landing',
  },
  timetable: {
    path: '/timetable',
    title: { en: 'Timetable and fares', bn: 'লঞ্চের সময়সূচি ও ভাড়া' },
    description: {
      en: 'Departure and arrival times, days, launches and fares by class for our routes through Barishal, both ways.',
      bn: 'বরিশাল হয়ে চলা আমাদের রুটগুলোতে যাওয়া-আসার লঞ্চ কখন ছাড়ে, কখন পৌঁছায়, কোন দিন চলে আর কোন শ্রেণির ভাড়া কত।',
    },
    // Fares are checked each season; the timetable carries the date they were.
    search: { indexed: true, changeFrequency: 'weekly', priority: 0.9, datedBy: 'timetable' },
    links: { header: true, footer: 'explore', label: { en: 'Timetable', bn: 'সময়সূচি' } },
    offline: { en: 'Timetable', bn: 'সময়সূচি' },
    budget: 'timetable',
  },
  status: {
    path: '/status',
    budget: 'status',
    title: { en: 'Live service status', bn: 'লঞ্চ চলাচলের সর্বশেষ অবস্থা' },
    description: {
      en: 'Storm signal, cancelled and delayed launches and service notices, as our counter publishes them through the day.',
      bn: 'ঝড়ের সংকেত, বাতিল বা দেরিতে ছাড়া লঞ্চ আর নোটিশ: আমাদের কাউন্টার দিনভর যেমন জানায়।',
    },
    search: { indexed: true, changeFrequency: 'always', priority: 0.8 },
    links: { footer: 'explore', label: { en: 'Live status', bn: 'সর্বশেষ অবস্থা' } },
    offline: { en: 'Live status, as last seen', bn: 'সর্বশেষ অবস্থা, শেষবার যেমন দেখেছিলেন' },
  },
  safety: {
    path: '/safety',
    title: { en: 'Safety on board and storm signals', bn: 'লঞ্চে নিরাপত্তা ও ঝড়ের সংকেত' },
    description: {
      en: 'What each river storm signal means for your launch, when we stop sailing, what happens to your ticket, and how we keep you safe on board.',
      bn: 'নদীবন্দরের কোন ঝড়ের সংকেতে আপনার লঞ্চের কী হয়, কখন আমরা লঞ্চ ছাড়ি না, তখন আপনার টিকিটের কী হবে, আর লঞ্চে আপনার নিরাপত্তায় আমরা কী করি।',
    },
    search: { indexed: true, changeFrequency: 'monthly', priority: 0.6 },
    links: { footer: 'explore', label: { en: 'Safety', bn: 'নিরাপত্তা' } },
    offline: { en: 'Safety on board', bn: 'লঞ্চে নিরাপত্তা' },
  },
  accessibility: {
    path: '/accessibility',
    title: { en: 'Accessibility statement', bn: 'প্রবেশগম্যতা বিবৃতি' },
    description: {
      en: 'How accessible this website is, how we check it, what does not work well yet, the help we give passengers with reduced mobility, and how to tell us about a problem.',
      bn: 'এই ওয়েবসাইট কতটা প্রবেশগম্য, আমরা তা কীভাবে যাচাই করি, কোথায় এখনো ঘাটতি আছে, চলাফেরায় অসুবিধা আছে এমন যাত্রীদের আমরা কী সহায়তা দিই, আর কোনো সমস্যা হলে কীভাবে আমাদের জানাবেন।',
    },
    search: yearly,
    links: { footer: 'explore', label: { en: 'Accessibility', bn: 'প্রবেশগম্যতা' } },
  },
  openData: {
    path: '/open-data',
    title: { en: 'Open data: timetable, live status and alerts', bn: 'উন্মুক্ত ডেটা: সময়সূচি, লঞ্চ চলাচলের সর্বশেষ অবস্থা ও সতর্কবার্তা' },
    description: {
      en: 'Our timetable as a GTFS feed, the live service status as JSON, service alerts, notices and calendar files: free for maps, journey planners and anyone, under an open licence.',
      bn: 'আমাদের সময়সূচির GTFS ফিড, লঞ্চ চলাচলের সর্বশেষ অবস্থা, সতর্কবার্তা, নোটিশ আর ক্যালেন্ডার ফাইল: ম্যাপ, যাত্রা-পরিকল্পনার অ্যাপ বা যে কেউ উন্মুক্ত লাইসেন্সে বিনা মূল্যে ব্যবহার করতে পারেন।',
    },
    // The open data follows the timetable.
    search: { indexed: true, changeFrequency: 'monthly', priority: 0.3, datedBy: 'timetable' },
    links: { footer: 'explore', label: { en: 'Open data', bn: 'উন্মুক্ত ডেটা' } },
  },
  privacy: {
    path: '/privacy_policy',
    title: { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' },
    description: {
      en: 'How {entity} handles personal information on this website: what the site keeps in your browser, and what it does not collect.',
      bn: 'এই ওয়েবসাইটে {entity} ব্যক্তিগত তথ্য কীভাবে সামলায়: ওয়েবসাইটটি আপনার ব্রাউজারে কী রাখে, আর কী সংগ্রহ করে না।',
    },
    search: yearly,
    links: { footer: 'legal' },
  },
  cookies: {
    path: '/cookies_policy',
    title: { en: 'Cookies Policy', bn: 'কুকি নীতি' },
    description: {
      en: '{entity} sets no cookies on this website. This page explains the one local-storage entry the site uses and how to clear it.',
      bn: '{entity} এই ওয়েবসাইটে কোনো কুকি ব্যবহার করে না। ওয়েবসাইটটি লোকাল স্টোরেজে শুধু একটি তথ্য রাখে, আপনার বয়স {adultAge} বছর বা তার বেশি বলে নিশ্চিত করেছেন কি না; সেটি কীভাবে মুছবেন, তা এই পাতায় আছে।',
    },
    search: yearly,
    links: { footer: 'legal' },
  },
  terms: {
    path: '/terms_of_service',
    title: { en: 'Terms of Service', bn: 'সেবার শর্তাবলি' },
    description: {
      en: 'The terms for using the {entity} website: who may use it, what it offers and what it does not.',
      bn: '{entity} পরিচালিত ওয়েবসাইট ব্যবহারের শর্তাবলি: কারা এটি ব্যবহার করতে পারবেন, এতে কী আছে আর কী নেই।',
    },
    search: yearly,
    links: { footer: 'legal' },
  },
  refund: {
    path: '/refund_policy',
    title: { en: 'Refund Policy', bn: 'রিফান্ড নীতি' },
    description: {
      en: 'How to ask {entity} for a refund, how much you get back when you cancel, and how long it takes.',
      bn: 'টিকিট বাতিল করলে {entity} কত টাকা ফেরত দেয়, কীভাবে রিফান্ডের আবেদন করবেন, আর ফেরত পেতে কত সময় লাগে।',
    },
    search: yearly,
    links: { footer: 'legal' },
  },
  thank: {
    path: '/thank',
    title: { en: 'Thank you', bn: 'ধন্যবাদ' },
    description: {
      en: 'We have received your request and will be in touch shortly.',
      bn: 'আপনার অনুরোধ আমরা পেয়েছি, শিগগিরই যোগাযোগ করব।',
    },
    search: { indexed: false },
    unlinked: true,
  },
  offline: {
    path: '/offline',
    title: { en: 'You are offline', bn: 'আপনি অফলাইনে আছেন' },
    description: {
      en: 'This page has not been saved on this device. The pages listed here can be read without a connection.',
      bn: 'এই পাতাটি এই ডিভাইসে সংরক্ষণ করা নেই। এখানে দেওয়া পাতাগুলো সংযোগ ছাড়াই পড়া যায়।',
    },
    search: { indexed: false },
    unlinked: true,
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

/** Every page's key, in the registry's order (the sitemap's and the tests'). */
export const pageKeys = Object.keys(pages) as PageKey[];

/** Every page's English route, in the registry's order. */
export const pagePaths = pageKeys.map((key) => pages[key].path);

/** The entry of a page by its English route. */
export function pageAt(path: string): PageEntry | undefined {
  return pageKeys.map((key) => pages[key] as PageEntry).find((page) => page.path === path);
}

/** The pages with a link in a footer column, in registry order. */
export function footerPages(column: 'explore' | 'legal'): PageKey[] {
  return pageKeys.filter((key) => (pages[key] as PageEntry).links?.footer === column);
}

/** The pages the header's menu links to, in registry order. */
export const headerPages = pageKeys.filter((key) => (pages[key] as PageEntry).links?.header);

/** The pages the service worker keeps on install, in registry order. */
export const offlinePages = pageKeys.filter((key) => (pages[key] as PageEntry).offline);

/** Their English routes. */
export const offlinePaths = offlinePages.map((key) => pages[key].path);

/** The page the service worker answers an uncached page with when there is no network. */
export const offlineFallback: PageKey = 'offline';

/**
 * The text of the legal pages as data. Each page names the legal entity (siteConfig), never the
 * landing brand, and every number comes from lib/constants.ts so the policies cannot drift from the
 * FAQ, the age gate or the tests. LegalPage renders any of them.
 */
import { siteConfig } from './brand';
import {
  AGE_CONFIRMED_KEY,
  AGE_CONFIRMED_VALUE,
  CANCELLATION,
  DEFAULT_MINIMUM_AGE,
  PRIVACY_MINIMUM_AGE,
  REFUND_POLICY,
} from './constants';
import { cancellationTiers } from './content';

export type LegalLink = { href: string; label: string };

export type LegalSection = {
  /** Fragment id for the table of contents; stable, so links from elsewhere keep working. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Shown after the text, e.g. the refund policy from the terms. */
  links?: readonly LegalLink[];
  /** Print the legal entity's postal address, phone and email here. */
  contact?: boolean;
};

export type LegalDocument = {
  path: '/privacy_policy' | '/cookies_policy' | '/terms_of_service' | '/refund_policy';
  title: string;
  /** Meta description and the lead paragraph under the heading. */
  description: string;
  sections: readonly LegalSection[];
};

/** minimumAge 0 means "not set"; the terms then state the default. */
export const termsMinimumAge = siteConfig.minimumAge || DEFAULT_MINIMUM_AGE;

const entity = siteConfig.siteName;

const contactSection = (intro: string): LegalSection => ({
  id: 'contact',
  heading: 'Contact us',
  paragraphs: [intro],
  contact: true,
});

export const privacyPolicy: LegalDocument = {
  path: '/privacy_policy',
  title: 'Privacy Policy',
  description: `How ${entity} handles personal information on this website: what the site keeps in your browser, and what it does not collect.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `This website is operated by ${entity}, ${siteConfig.contactAddress}. In this policy "we", "us" and "our" mean ${entity}${entity.endsWith('.') ? '' : '.'}`,
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
        `When you confirm that you are 18 or older, the site saves one entry in your browser's local storage: the key "${AGE_CONFIRMED_KEY}" with the text "${AGE_CONFIRMED_VALUE}". It only stops the age question appearing again on this device. It holds nothing about who you are and never leaves your browser.`,
        'See the cookies policy for how to remove it.',
      ],
      links: [{ href: '/cookies_policy', label: 'Cookies Policy' }],
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
        `This website is not directed at children under ${PRIVACY_MINIMUM_AGE}, and we do not knowingly collect information from them. If you believe a child has sent us personal information, contact us and we will delete it.`,
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
};

export const cookiesPolicy: LegalDocument = {
  path: '/cookies_policy',
  title: 'Cookies Policy',
  description: `${entity} sets no cookies on this website. This page explains the one local-storage entry the site uses and how to clear it.`,
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
        `Name: ${AGE_CONFIRMED_KEY}`,
        `Value: the text "${AGE_CONFIRMED_VALUE}"`,
        'Purpose: remembers that you confirmed you are 18 or older, so the question is not asked again on this device',
        'Duration: until you clear it',
      ],
    },
    {
      id: 'clearing',
      heading: 'How to clear it',
      paragraphs: [
        `Clear the site data for this website in your browser's settings (often under Privacy, then Site settings or Cookies and site data). Clearing your browsing data or using a private window also removes it. The age question will then appear again on your next visit.`,
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
};

export const termsOfService: LegalDocument = {
  path: '/terms_of_service',
  title: 'Terms of Service',
  description: `The terms for using the ${entity} website: who may use it, what it offers and what it does not.`,
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      paragraphs: [
        `These terms apply to your use of this website, operated by ${entity}, ${siteConfig.contactAddress}. By using the website you agree to them. If you do not agree, please do not use it.`,
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use the website',
      paragraphs: [`You must be at least ${termsMinimumAge} years old to use this website.`],
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
      paragraphs: [
        'Routes and journey times can change with weather and official notices: confirm your trip when you book.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Cancellations and refunds',
      paragraphs: ['Cancellations and refunds for tickets are handled under our refund policy.'],
      links: [{ href: '/refund_policy', label: 'Refund Policy' }],
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
};

export const refundPolicy: LegalDocument = {
  path: '/refund_policy',
  title: 'Refund Policy',
  description: `How to ask ${entity} for a refund, how much you get back when you cancel, and how long it takes.`,
  sections: [
    {
      id: 'requests',
      heading: 'Making a request',
      paragraphs: [
        `Refund requests must reach us within ${REFUND_POLICY.requestWindowDays} days of purchase. Contact us by email, phone or post with your ticket number, the name on the ticket and the date of travel.`,
      ],
    },
    {
      id: 'amounts',
      heading: 'How much is refunded',
      paragraphs: ['The amount depends on how long before departure you cancel:'],
      list: cancellationTiers,
    },
    {
      id: 'timing',
      heading: 'How long it takes',
      paragraphs: [
        `We respond to every refund request within ${REFUND_POLICY.responseBusinessDays} business days. Once a refund is approved, it is processed within ${REFUND_POLICY.processingBusinessDays} business days of approval, back to the way you paid.`,
      ],
    },
    {
      id: 'missed',
      heading: 'Missed departures',
      paragraphs: [
        `Please arrive ${CANCELLATION.arriveEarlyMinutes} minutes before departure. A missed departure counts as a cancellation less than ${CANCELLATION.halfRefundFromHours} hours before it.`,
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
};

export const legalDocuments = [privacyPolicy, cookiesPolicy, termsOfService, refundPolicy] as const;

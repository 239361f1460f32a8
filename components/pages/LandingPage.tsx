import { AccountModals } from '@/components/AccountModals';
import { AgeGate } from '@/components/AgeGate';
import { BackToTop } from '@/components/BackToTop';
import { FadeIn } from '@/components/FadeIn';
import { PageShell } from '@/components/PageShell';
import { Faq } from '@/components/landing/Faq';
import { Hero } from '@/components/landing/Hero';
import { Highlights } from '@/components/landing/Highlights';
import { Journey } from '@/components/landing/Journey';
import { Mission } from '@/components/landing/Mission';
import { Reviews } from '@/components/landing/Reviews';
import { Routes } from '@/components/landing/Routes';
import { Stats } from '@/components/landing/Stats';
import { Team } from '@/components/landing/Team';
import { WhyUs } from '@/components/landing/WhyUs';
import { ageGateText, dictionary } from '@/lib/words/copy';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/site/pages';

/** The landing page in one language: every section, the account modals and the age gate. */
export function LandingPage({ locale }: { locale: Locale }) {
  const text = dictionary(locale);
  const accountPaths = {
    thank: localePath(locale, pages.thank.path),
    terms: localePath(locale, '/terms_of_service'),
    privacy: localePath(locale, pages.privacy.path),
  };
  return (
    <>
      <PageShell
        locale={locale}
        path={pages.home.path}
        headerActions={<AccountModals text={text.account} closeLabel={text.chrome.close} paths={accountPaths} />}
      >
        <Hero locale={locale} />
        <Mission locale={locale} />
        <WhyUs locale={locale} />
        <Routes locale={locale} />
        <Journey locale={locale} />
        <Faq locale={locale} />
        <Team locale={locale} />
        <Stats locale={locale} />
        <Highlights locale={locale} />
        <Reviews locale={locale} />
      </PageShell>
      <BackToTop label={text.chrome.backToTop} />
      <FadeIn />
      <AgeGate text={ageGateText(locale)} />
    </>
  );
}

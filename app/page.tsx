import type { Metadata } from 'next';
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
import { pageMetadata } from '@/lib/metadata';
import { siteDescription, siteTitle } from '@/lib/site';

export const metadata: Metadata = pageMetadata({ title: siteTitle, description: siteDescription, path: '/' });

export default function LandingPage() {
  return (
    <>
      <PageShell home headerActions={<AccountModals />}>
        <Hero />
        <Mission />
        <WhyUs />
        <Routes />
        <Journey />
        <Faq />
        <Team />
        <Stats />
        <Highlights />
        <Reviews />
      </PageShell>
      <BackToTop />
      <FadeIn />
      <AgeGate />
    </>
  );
}

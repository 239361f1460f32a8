import { LandingPage, landingMetadata } from '@/components/pages/LandingPage';

export const metadata = landingMetadata('en');

export default function Page() {
  return <LandingPage locale="en" />;
}

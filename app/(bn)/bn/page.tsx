import { LandingPage, landingMetadata } from '@/components/pages/LandingPage';

export const metadata = landingMetadata('bn');

export default function Page() {
  return <LandingPage locale="bn" />;
}

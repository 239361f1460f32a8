import { LandingPage } from '@/components/pages/LandingPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'home');

export default function Page() {
  return <LandingPage locale="bn" />;
}

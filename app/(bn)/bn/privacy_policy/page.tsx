import { LegalPage, legalMetadata } from '@/components/legal/LegalPage';

export const metadata = legalMetadata('bn', 'privacy');

export default function Page() {
  return <LegalPage locale="bn" page="privacy" />;
}

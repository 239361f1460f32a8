import { LegalPage, legalMetadata } from '@/components/legal/LegalPage';

export const metadata = legalMetadata('bn', 'terms');

export default function Page() {
  return <LegalPage locale="bn" page="terms" />;
}

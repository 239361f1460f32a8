import { LegalPage, legalMetadata } from '@/components/legal/LegalPage';

export const metadata = legalMetadata('en', 'privacy');

export default function Page() {
  return <LegalPage locale="en" page="privacy" />;
}

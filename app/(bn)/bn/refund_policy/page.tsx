import { LegalPage, legalMetadata } from '@/components/legal/LegalPage';

export const metadata = legalMetadata('bn', 'refund');

export default function Page() {
  return <LegalPage locale="bn" page="refund" />;
}

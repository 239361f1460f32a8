import { LegalPage } from '@/components/legal/LegalPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'refund');

export default function Page() {
  return <LegalPage locale="bn" page="refund" />;
}

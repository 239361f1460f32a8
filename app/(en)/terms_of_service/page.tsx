import { LegalPage } from '@/components/legal/LegalPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('en', 'terms');

export default function Page() {
  return <LegalPage locale="en" page="terms" />;
}

import { SafetyPage } from '@/components/pages/SafetyPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('en', 'safety');

export default function Page() {
  return <SafetyPage locale="en" />;
}

import { SafetyPage } from '@/components/pages/SafetyPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'safety');

export default function Page() {
  return <SafetyPage locale="bn" />;
}

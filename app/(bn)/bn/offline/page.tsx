import { OfflinePage } from '@/components/pages/OfflinePage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'offline');

export default function Page() {
  return <OfflinePage locale="bn" />;
}

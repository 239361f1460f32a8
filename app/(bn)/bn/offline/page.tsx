import { OfflinePage, offlineMetadata } from '@/components/pages/OfflinePage';

export const metadata = offlineMetadata('bn');

export default function Page() {
  return <OfflinePage locale="bn" />;
}

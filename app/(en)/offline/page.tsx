import { OfflinePage, offlineMetadata } from '@/components/pages/OfflinePage';

export const metadata = offlineMetadata('en');

export default function Page() {
  return <OfflinePage locale="en" />;
}

import { StatusPage } from '@/components/pages/StatusPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('en', 'status');

export default function Page() {
  return <StatusPage locale="en" />;
}

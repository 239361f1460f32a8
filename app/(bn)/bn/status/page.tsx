import { StatusPage } from '@/components/pages/StatusPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'status');

export default function Page() {
  return <StatusPage locale="bn" />;
}

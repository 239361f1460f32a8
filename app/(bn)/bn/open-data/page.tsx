import { OpenDataPage } from '@/components/pages/OpenDataPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'openData');

export default function Page() {
  return <OpenDataPage locale="bn" />;
}

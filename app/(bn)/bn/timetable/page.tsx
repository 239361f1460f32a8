import { TimetablePage } from '@/components/pages/TimetablePage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'timetable');

export default function Page() {
  return <TimetablePage locale="bn" />;
}

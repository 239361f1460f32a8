import { TimetablePage } from '@/components/pages/TimetablePage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('en', 'timetable');

export default function Page() {
  return <TimetablePage locale="en" />;
}

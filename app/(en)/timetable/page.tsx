import { TimetablePage, timetableMetadata } from '@/components/pages/TimetablePage';

export const metadata = timetableMetadata('en');

export default function Page() {
  return <TimetablePage locale="en" />;
}

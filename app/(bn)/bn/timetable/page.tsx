import { TimetablePage, timetableMetadata } from '@/components/pages/TimetablePage';

export const metadata = timetableMetadata('bn');

export default function Page() {
  return <TimetablePage locale="bn" />;
}

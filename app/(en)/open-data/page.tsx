import { OpenDataPage, openDataMetadata } from '@/components/pages/OpenDataPage';

export const metadata = openDataMetadata('en');

export default function Page() {
  return <OpenDataPage locale="en" />;
}

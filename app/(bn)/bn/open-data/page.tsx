import { OpenDataPage, openDataMetadata } from '@/components/pages/OpenDataPage';

export const metadata = openDataMetadata('bn');

export default function Page() {
  return <OpenDataPage locale="bn" />;
}

import { StatusPage, statusMetadata } from '@/components/pages/StatusPage';

export const metadata = statusMetadata('en');

export default function Page() {
  return <StatusPage locale="en" />;
}

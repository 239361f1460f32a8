import { StatusPage, statusMetadata } from '@/components/pages/StatusPage';

export const metadata = statusMetadata('bn');

export default function Page() {
  return <StatusPage locale="bn" />;
}

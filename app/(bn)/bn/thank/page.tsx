import { ThankYouPage, thankYouMetadata } from '@/components/pages/ThankYouPage';

export const metadata = thankYouMetadata('bn');

export default function Page() {
  return <ThankYouPage locale="bn" />;
}

import { ThankYouPage, thankYouMetadata } from '@/components/pages/ThankYouPage';

export const metadata = thankYouMetadata('en');

export default function Page() {
  return <ThankYouPage locale="en" />;
}

import { SafetyPage, safetyMetadata } from '@/components/pages/SafetyPage';

export const metadata = safetyMetadata('en');

export default function Page() {
  return <SafetyPage locale="en" />;
}

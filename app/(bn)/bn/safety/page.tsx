import { SafetyPage, safetyMetadata } from '@/components/pages/SafetyPage';

export const metadata = safetyMetadata('bn');

export default function Page() {
  return <SafetyPage locale="bn" />;
}

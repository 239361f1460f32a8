import { AccessibilityPage, accessibilityMetadata } from '@/components/pages/AccessibilityPage';

export const metadata = accessibilityMetadata('bn');

export default function Page() {
  return <AccessibilityPage locale="bn" />;
}

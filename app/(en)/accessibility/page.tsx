import { AccessibilityPage, accessibilityMetadata } from '@/components/pages/AccessibilityPage';

export const metadata = accessibilityMetadata('en');

export default function Page() {
  return <AccessibilityPage locale="en" />;
}

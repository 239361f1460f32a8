import { AccessibilityPage } from '@/components/pages/AccessibilityPage';
import { metadataFor } from '@/lib/seo/metadata';

export const metadata = metadataFor('bn', 'accessibility');

export default function Page() {
  return <AccessibilityPage locale="bn" />;
}

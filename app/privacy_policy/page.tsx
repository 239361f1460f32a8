import { LegalPage } from '@/components/legal/LegalPage';
import { privacyPolicy } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: privacyPolicy.title, description: privacyPolicy.description, path: privacyPolicy.path });

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}

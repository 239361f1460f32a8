import { LegalPage } from '@/components/legal/LegalPage';
import { cookiesPolicy } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: cookiesPolicy.title, description: cookiesPolicy.description, path: cookiesPolicy.path });

export default function CookiesPolicyPage() {
  return <LegalPage document={cookiesPolicy} />;
}

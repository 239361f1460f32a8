import { LegalPage } from '@/components/legal/LegalPage';
import { termsOfService } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: termsOfService.title, description: termsOfService.description, path: termsOfService.path });

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}

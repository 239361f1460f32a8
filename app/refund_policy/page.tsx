import { LegalPage } from '@/components/legal/LegalPage';
import { refundPolicy } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: refundPolicy.title, description: refundPolicy.description, path: refundPolicy.path });

export default function RefundPolicyPage() {
  return <LegalPage document={refundPolicy} />;
}

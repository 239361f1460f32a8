import { PageShell } from '@/components/PageShell';

export default function ThankYouPage() {
  return (
    <PageShell>
      <div className="container-page py-16">
        <h1 className="text-4xl font-bold">Thank You!</h1>
      </div>
    </PageShell>
  );
}

import { stats } from '@/lib/content';
import { Section } from '../Section';

export function Stats() {
  return (
    <Section id="stats" title={stats.title}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {stats.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse rounded-2xl bg-river-800 p-5 text-center text-white">
            <dt className="mt-1 text-sm text-river-100">{item.label}</dt>
            <dd className="text-3xl font-extrabold">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

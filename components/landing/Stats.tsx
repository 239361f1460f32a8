import { stats } from '@/lib/content';
import { Section } from '../Section';

export function Stats() {
  return (
    <Section id="stats" title={stats.title}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {stats.items.map((item) => (
          <div key={item.label} className="stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

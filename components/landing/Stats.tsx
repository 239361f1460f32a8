import { stats } from '@/lib/content';
import { Section } from '../Section';

export function Stats() {
  return (
    <Section id="stats" title={stats.title}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {stats.items.map((item, index) => (
          <div key={index} className="stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

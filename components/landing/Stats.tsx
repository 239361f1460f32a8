import type { Locale } from '@/lib/i18n/locales';
import { statsSection } from '@/content/words/landing';
import { Section } from '../Section';

export function Stats({ locale }: { locale: Locale }) {
  const stats = statsSection(locale);
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

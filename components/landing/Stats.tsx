import { statItems } from '@/lib/content';
import { dictionary } from '@/lib/copy';
import type { Locale } from '@/lib/i18n';
import { Section } from '../Section';

export function Stats({ locale }: { locale: Locale }) {
  return (
    <Section id="stats" title={dictionary(locale).stats.title}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {statItems(locale).map((item, index) => (
          <div key={index} className="stat">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

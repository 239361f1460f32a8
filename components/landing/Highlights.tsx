import { dictionary } from '@/lib/words/copy';
import type { Locale } from '@/lib/i18n/locales';
import { Section } from '../Section';

export function Highlights({ locale }: { locale: Locale }) {
  const highlights = dictionary(locale).highlights;
  return (
    <Section id="highlights" title={highlights.title} tone="tint">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {highlights.items.map((item, index) => (
          <li key={index} className="card-top p-6">
            <h3 className="card-title">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { dictionary, fillCopy } from '@/lib/words/copy';
import type { Locale } from '@/lib/i18n/locales';
import { CheckIcon } from '../icons';
import { Section } from '../Section';

export function WhyUs({ locale }: { locale: Locale }) {
  const whyUs = dictionary(locale).whyUs;
  return (
    <Section id="why-us" title={whyUs.title} intro={whyUs.intro} tone="tint">
      <ul className="grid grid-cols-1 gap-8 md:grid-cols-3">
        {whyUs.items.map((item, index) => (
          <li key={index} className="flex gap-4">
            <span className="why-icon">
              <CheckIcon />
            </span>
            <div className="min-w-0">
              <h3 className="card-title">{item.title}</h3>
              <p className="card-text">{fillCopy(locale, item.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { dictionary, fillCopy } from '@/lib/words/copy';
import type { Locale } from '@/lib/i18n/locales';
import { Section } from '../Section';

export function Mission({ locale }: { locale: Locale }) {
  const mission = dictionary(locale).mission;
  return (
    <Section id="mission" title={mission.title} intro={mission.intro}>
      <ul className="numbered numbered-river grid grid-cols-1 gap-6 md:grid-cols-3">
        {mission.cards.map((card, index) => (
          <li key={index} className="card">
            <h3 className="card-title mt-4">{card.title}</h3>
            <p className="card-text">{fillCopy(locale, card.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { mission } from '@/lib/content';
import { Section } from '../Section';

export function Mission() {
  return (
    <Section id="mission" title={mission.title} intro={mission.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {mission.cards.map((card, index) => (
          <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-river-100 font-bold text-river-800">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

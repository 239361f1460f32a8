import { dictionary, fillCopy } from '@/lib/words/copy';
import { formatNumber } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/site/pages';
import { Section } from '../Section';

export function Journey({ locale }: { locale: Locale }) {
  const journey = dictionary(locale).journey;
  return (
    <Section id="how-to-book" title={journey.title} intro={fillCopy(locale, journey.intro)} tone="tint">
      <ol className="numbered numbered-sunset grid grid-cols-1 gap-6 md:grid-cols-5">
        {journey.steps.map((step, index) => (
          <li key={index} className="card-ring relative p-5">
            <h3 className="mt-3 font-semibold text-slate-900">
              <span className="sr-only">
                {journey.stepLabel} {formatNumber(locale, index + 1)}:{' '}
              </span>
              {step.title}
            </h3>
            <p className="card-text text-sm">{fillCopy(locale, step.text)}</p>
            {index === 0 && (
              <p className="card-text text-sm">
                <a href={localePath(locale, pages.timetable.path)} className="route-link">
                  {journey.timetableLink}
                </a>
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}

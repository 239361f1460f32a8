import { brand } from '@/lib/site/brand';
import { copyFacts, dictionary, fillCopy } from '@/lib/words/copy';
import type { Locale } from '@/lib/i18n/locales';
import { MailIcon, PhoneIcon } from '../icons';
import { RiverScene } from './RiverScene';

/** The first screen. Never faded or hidden: it is what the visitor sees first. */
export function Hero({ locale }: { locale: Locale }) {
  const hero = dictionary(locale).hero;
  const facts = copyFacts(locale);
  return (
    <section aria-labelledby="hero-title" data-static="" className="bg-gradient-to-b from-river-50 to-white">
      <div className="container-page grid grid-cols-1 items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="eyebrow">{fillCopy(locale, hero.eyebrow)}</p>
          <h1 id="hero-title" className="hero-title">
            {hero.title}
          </h1>
          <p className="hero-lead">{hero.lead}</p>
          <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap" aria-label={hero.contactLabel}>
            <li>
              <a href={`tel:${brand.phone.e164}`} className="btn-primary btn-hero" aria-label={fillCopy(locale, hero.call)}>
                <PhoneIcon />
                {facts.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${brand.email}`} className="btn-ghost btn-hero break-all" aria-label={fillCopy(locale, hero.emailUs)}>
                <MailIcon />
                {brand.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-900/10">
          <RiverScene className="aspect-[3/2] h-auto w-full" />
        </div>
      </div>
    </section>
  );
}

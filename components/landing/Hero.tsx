import { brand } from '@/lib/brand';
import { hero } from '@/lib/content';
import { MailIcon, PhoneIcon } from '../icons';
import { RiverScene } from './RiverScene';

/** The first screen. Never faded or hidden: it is what the visitor sees first. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-river-50 to-white">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-river-700">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">{hero.lead}</p>
          <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap" aria-label="Contact us">
            <li>
              <a href={`tel:${brand.phone.e164}`} className="btn-primary w-full px-5 py-3 text-base sm:w-auto">
                <PhoneIcon className="size-5" />
                <span>
                  <span className="sr-only">Call </span>
                  {brand.phone.display}
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${brand.email}`} className="btn-ghost w-full break-all px-5 py-3 text-base sm:w-auto">
                <MailIcon className="size-5 shrink-0" />
                <span>
                  <span className="sr-only">Email </span>
                  {brand.email}
                </span>
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

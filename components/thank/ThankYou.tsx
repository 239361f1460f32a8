import { dictionary, fillCopy } from '@/lib/words/copy';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { SuccessGraphic } from './SuccessGraphic';

/**
 * The thank-you message. It fades in with pure CSS (animate-reveal waits the spec's delay), so it
 * needs no JavaScript, shows at once without it, and stays still under reduced motion.
 */
export function ThankYou({ locale }: { locale: Locale }) {
  const thankYou = dictionary(locale).thankYou;
  return (
    <div className="container-page py-14 sm:py-20" data-static="">
      <div className="mx-auto max-w-3xl text-center motion-safe:animate-reveal">
        <SuccessGraphic className="mx-auto size-28 sm:size-32" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{thankYou.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{thankYou.message}</p>

        <ol className="numbered numbered-teal mt-10 grid grid-cols-1 gap-4 text-left sm:grid-cols-3">
          {thankYou.steps.map((step, index) => (
            <li key={index} className="card rounded-xl p-5">
              <h2 className="card-title mt-3">{step.title}</h2>
              <p className="card-text text-sm">{fillCopy(locale, step.text)}</p>
            </li>
          ))}
        </ol>

        <a href={localePath(locale, '/')} className="btn-primary mt-10 px-6 text-base">
          {thankYou.backLink}
        </a>
      </div>
    </div>
  );
}

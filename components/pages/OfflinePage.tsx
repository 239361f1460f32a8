import { PageShell } from '@/components/PageShell';
import { dictionary } from '@/lib/words/copy';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageWords } from '@/lib/words/page-words';
import { offlinePages, pages } from '@/lib/site/pages';

export function OfflinePage({ locale }: { locale: Locale }) {
  const text = dictionary(locale).offline;
  return (
    <PageShell locale={locale} path={pages.offline.path}>
      <div className="container-page py-14 sm:py-20" data-static="">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{pageWords(locale, 'offline').title}</h1>
          <p className="mt-4 text-lg text-slate-700">{text.message}</p>
          <p className="mt-8 text-lg text-slate-700">{text.keptIntro}</p>
          <ul className="mt-4 grid grid-cols-1 gap-3">
            {offlinePages.map((key) => (
              <li key={key}>
                <a
                  href={localePath(locale, pages[key].path)}
                  className="card block rounded-xl p-4 font-semibold text-river-700 underline underline-offset-4 hover:text-river-900"
                >
                  {pageWords(locale, key).offlineText}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-slate-700">{text.retry}</p>
        </div>
      </div>
    </PageShell>
  );
}

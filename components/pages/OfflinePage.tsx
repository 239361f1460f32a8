import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PageShell } from '@/components/PageShell';
import { dictionary } from '@/lib/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { keptPaths, offlinePath } from '@/lib/offline-pages.mjs';

// The service worker's answer for a page it has not kept; nothing on it is worth a search result.
export function offlineMetadata(locale: Locale) {
  const text = dictionary(locale).offline;
  return pageMetadata({ locale, title: text.metaTitle, description: text.metaDescription, path: offlinePath, noindex: true });
}

/**
 * Whether a kept page is part of this build: the export has no route table to ask, and a link to a
 * page still being written would be a broken one. Every page exists in both languages, so the
 * English route answers for both.
 */
const isBuilt = (path: string) => path === '/' || existsSync(join(process.cwd(), 'app', '(en)', path.slice(1), 'page.tsx'));

export function OfflinePage({ locale }: { locale: Locale }) {
  const text = dictionary(locale).offline;
  return (
    <PageShell locale={locale} path={offlinePath}>
      <div className="container-page py-14 sm:py-20" data-static="">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{text.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{text.message}</p>
          <p className="mt-8 text-lg text-slate-700">{text.keptIntro}</p>
          <ul className="mt-4 grid grid-cols-1 gap-3">
            {keptPaths.filter(isBuilt).map((path) => (
              <li key={path}>
                <a
                  href={localePath(locale, path)}
                  className="card block rounded-xl p-4 font-semibold text-river-700 underline underline-offset-4 hover:text-river-900"
                >
                  {text.pages[path]}
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

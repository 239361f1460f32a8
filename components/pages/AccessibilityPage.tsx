import { PageShell } from '@/components/PageShell';
import { BackHome } from '@/components/legal/BackHome';
import { Blocks, DocumentSections } from '@/components/legal/DocumentBody';
import { dictionary } from '@/lib/words/copy';
import { pages } from '@/lib/site/pages';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { siteDocument } from '@/lib/documents/legal';

/**
 * The accessibility statement, in the form public bodies publish, laid out like the legal pages:
 * its lead (which gives the review date) under the title, then its sections.
 */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const document = siteDocument(locale, 'accessibility');
  return (
    <PageShell locale={locale} path={pages.accessibility.path}>
      <article className="legal" aria-labelledby="accessibility-title" data-static="">
        <div>
          <BackHome href={localePath(locale, '/')} label={dictionary(locale).chrome.backHome} className="print:hidden" />
          <header>
            <h1 id="accessibility-title">{document.title}</h1>
            <Blocks blocks={document.lead} locale={locale} />
          </header>
          <DocumentSections sections={document.sections} locale={locale} />
        </div>
      </article>
    </PageShell>
  );
}

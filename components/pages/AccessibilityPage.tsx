import { PageShell } from '@/components/PageShell';
import { BackHome } from '@/components/legal/BackHome';
import { Blocks, DocumentSections } from '@/components/legal/DocumentBody';
import { dictionary } from '@/lib/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { siteDocument } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';

export const ACCESSIBILITY_PATH = '/accessibility';

/** Title and description from the statement's front matter (content/legal/<lang>/accessibility.md). */
export function accessibilityMetadata(locale: Locale) {
  const document = siteDocument(locale, 'accessibility');
  return pageMetadata({ locale, title: document.title, description: document.description, path: ACCESSIBILITY_PATH });
}

/**
 * The accessibility statement, in the form public bodies publish, laid out like the legal pages:
 * its lead (which gives the review date) under the title, then its sections.
 */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const document = siteDocument(locale, 'accessibility');
  return (
    <PageShell locale={locale} path={ACCESSIBILITY_PATH}>
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

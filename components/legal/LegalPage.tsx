import { PageShell } from '@/components/PageShell';
import { dictionary } from '@/lib/words/copy';
import { formatDate } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { legalDocument, type LegalKey } from '@/lib/documents/legal';
import { BackHome } from './BackHome';
import { Blocks, DocumentSections } from './DocumentBody';

/**
 * Any legal page: one h1, the date, a table of contents and an h2 per section, at reading width.
 * The text is a Markdown document (content/legal/<lang>/<page>.md, read by lib/documents/legal.ts).
 * Printing keeps the text alone: the shell's header and footer, the contents and the back link are
 * hidden with print: variants, and link colour falls back to black ink.
 *
 * The article's many elements are styled from the container (.legal in globals.css) rather than
 * by class names on each: every class name is sent twice, in the HTML and again in the page's
 * script payload that React hydrates from.
 */
export function LegalPage({ locale, page }: { locale: Locale; page: LegalKey }) {
  const document = legalDocument(locale, page);
  const text = dictionary(locale);
  return (
    // PageShell renders header, main and footer as siblings, so this wrapper can drop the shell
    // from print without changing the shared components.
    <div className="legal-page">
      <PageShell locale={locale} path={document.path}>
        <article className="legal" aria-labelledby="legal-title" data-static="">
          <div>
            <BackHome href={localePath(locale, '/')} label={text.chrome.backHome} className="print:hidden" />
            <header>
              <h1 id="legal-title">{document.title}</h1>
              <p>
                {text.legalPage.lastUpdated} <time dateTime={document.reviewed}>{formatDate(locale, document.reviewed)}</time>
              </p>
              <p>{document.description}</p>
              <Blocks blocks={document.lead} locale={locale} />
            </header>

            <nav aria-labelledby="toc-title">
              <h2 id="toc-title">{text.legalPage.onThisPage}</h2>
              <ol>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>

            <DocumentSections sections={document.sections} locale={locale} />
          </div>
        </article>
      </PageShell>
    </div>
  );
}

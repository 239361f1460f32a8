import { PageShell } from '@/components/PageShell';
import { BackHome } from '@/components/legal/BackHome';
import { DocSection, TextList } from '@/components/legal/DocSection';
import { brand } from '@/lib/brand';
import { copyFacts, dictionary } from '@/lib/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';

export const ACCESSIBILITY_PATH = '/accessibility';

export function accessibilityMetadata(locale: Locale) {
  const text = dictionary(locale).accessibility;
  return pageMetadata({ locale, title: text.metaTitle, description: text.description, path: ACCESSIBILITY_PATH });
}

/** The accessibility statement, in the form public bodies publish, laid out like the legal pages. */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const text = dictionary(locale).accessibility;
  const facts = copyFacts(locale);
  const { standard, checks, limitations, help, report } = text.sections;
  return (
    <PageShell locale={locale} path={ACCESSIBILITY_PATH}>
      <article className="legal" aria-labelledby="accessibility-title" data-static="">
        <div>
          <BackHome href={localePath(locale, '/')} label={dictionary(locale).chrome.backHome} className="print:hidden" />
          <header>
            <h1 id="accessibility-title">{text.title}</h1>
            <p>{text.intro(facts)}</p>
          </header>
          <div className="legal-body">
            <DocSection id="standard" heading={standard.heading}>
              <p>{standard.text}</p>
            </DocSection>
            <DocSection id="checks" heading={checks.heading}>
              <TextList items={checks.list(facts)} />
            </DocSection>
            <DocSection id="limitations" heading={limitations.heading}>
              <TextList items={limitations.list} />
            </DocSection>
            <DocSection id="assistance" heading={help.heading}>
              <TextList items={help.list(facts)} />
              <p>{help.limits}</p>
            </DocSection>
            <DocSection id="report" heading={report.heading}>
              <p>{report.text(facts)}</p>
              <ul className="legal-links">
                <li>
                  <a href={`tel:${brand.phone.e164}`}>{facts.phone}</a>
                </li>
                <li>
                  <a href={`mailto:${brand.email}`}>{brand.email}</a>
                </li>
              </ul>
            </DocSection>
          </div>
        </div>
      </article>
    </PageShell>
  );
}

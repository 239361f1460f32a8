import { PageShell } from '@/components/PageShell';
import { BackHome } from '@/components/legal/BackHome';
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
      <article className="legal" aria-labelledby="accessibility-title">
        <div>
          <BackHome href={localePath(locale, '/')} label={dictionary(locale).chrome.backHome} className="print:hidden" />
          <header>
            <h1 id="accessibility-title">{text.title}</h1>
            <p>{text.intro(facts)}</p>
          </header>
          <div className="legal-body">
            <section id="standard" aria-labelledby="standard-title">
              <h2 id="standard-title">{standard.heading}</h2>
              <div>
                <p>{standard.text}</p>
              </div>
            </section>
            <section id="checks" aria-labelledby="checks-title">
              <h2 id="checks-title">{checks.heading}</h2>
              <div>
                <ul className="legal-list">
                  {checks.list.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              </div>
            </section>
            <section id="limitations" aria-labelledby="limitations-title">
              <h2 id="limitations-title">{limitations.heading}</h2>
              <div>
                <ul className="legal-list">
                  {limitations.list.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              </div>
            </section>
            <section id="assistance" aria-labelledby="assistance-title">
              <h2 id="assistance-title">{help.heading}</h2>
              <div>
                <ul className="legal-list">
                  {help.list(facts).map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
                <p>{help.limits}</p>
              </div>
            </section>
            <section id="report" aria-labelledby="report-title">
              <h2 id="report-title">{report.heading}</h2>
              <div>
                <p>{report.text(facts)}</p>
                <ul className="legal-links">
                  <li>
                    <a href={`tel:${brand.phone.e164}`}>{facts.phone}</a>
                  </li>
                  <li>
                    <a href={`mailto:${brand.email}`}>{brand.email}</a>
                  </li>
                </ul>
              </div>
            </section>
          </div>
        </div>
      </article>
    </PageShell>
  );
}

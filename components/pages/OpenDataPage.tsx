import { PageShell } from '@/components/PageShell';
import { BackHome } from '@/components/legal/BackHome';
import { DocSection, TextList } from '@/components/legal/DocSection';
import { brand } from '@/lib/site/brand';
import { OPEN_DATA_LICENCE } from '@/lib/site/constants';
import { copyFacts, dictionary, fillCopy, openDataLicence } from '@/lib/words/copy';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { openDataFiles } from '@/lib/open-data/datasets';
import { pages } from '@/lib/site/pages';

/**
 * What we publish as data (lib/open-data/datasets.ts: each file, its format and how often it changes), the
 * licence, notes for journey planners and whom to ask. Laid out like the legal pages.
 */
export function OpenDataPage({ locale }: { locale: Locale }) {
  const text = dictionary(locale).openData;
  return (
    <PageShell locale={locale} path={pages.openData.path}>
      <article className="legal" aria-labelledby="open-data-title" data-static="">
        <div>
          <BackHome href={localePath(locale, '/')} label={dictionary(locale).chrome.backHome} className="print:hidden" />
          <header>
            <h1 id="open-data-title">{text.title}</h1>
            <p>{fillCopy(locale, text.intro)}</p>
          </header>
          <div className="legal-body">
            {/*
             * Not a direct child of .legal-body, so drawn at once: five files make it far taller
             * than the stand-in height the other sections are counted at until they are drawn.
             */}
            <div>
              <DocSection id="datasets" heading={text.datasetsHeading}>
                {openDataFiles(locale).map((file) => (
                  <section key={file.id} aria-labelledby={`data-${file.id}`} className="card">
                    <h3 id={`data-${file.id}`} className="card-title">
                      {file.name}
                    </h3>
                    <p className="mt-2">{file.text}</p>
                    <dl className="mt-3 text-sm">
                      <dt className="font-semibold">{text.format}</dt>
                      <dd className="break-all">{file.format}</dd>
                      <dt className="mt-2 font-semibold">{text.changes}</dt>
                      <dd>{file.changes}</dd>
                    </dl>
                    <ul className="legal-links mt-3">
                      {file.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href} type={link.type}>
                            {link.label ?? <code>{link.href}</code>}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </DocSection>
            </div>
            <DocSection id="licence" heading={text.licenceHeading}>
              <p>{fillCopy(locale, text.licence)}</p>
              <ul className="legal-links">
                <li>
                  <a href={OPEN_DATA_LICENCE.url} hrefLang="en">
                    {text.licenceLink} ({openDataLicence(locale).title})
                  </a>
                </li>
              </ul>
            </DocSection>
            <DocSection id="planners" heading={text.plannersHeading}>
              <TextList items={text.planners} />
            </DocSection>
            <DocSection id="contact" heading={text.contactHeading}>
              <p>{fillCopy(locale, text.contact)}</p>
              <ul className="legal-links">
                <li>
                  <a href={`mailto:${brand.email}`}>{brand.email}</a>
                </li>
                <li>
                  <a href={`tel:${brand.phone.e164}`}>{copyFacts(locale).phone}</a>
                </li>
              </ul>
            </DocSection>
          </div>
        </div>
      </article>
    </PageShell>
  );
}

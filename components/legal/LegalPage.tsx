import { PageShell } from '@/components/PageShell';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { phoneDisplay, siteConfig, siteConfigTelHref } from '@/lib/brand';
import { LEGAL_LAST_UPDATED } from '@/lib/constants';
import { dictionary, entityAddress } from '@/lib/copy';
import { formatDate } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n';
import { legalDocument, type LegalKey, type LegalSectionText } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';
import { BackHome } from './BackHome';
import { DocSection, TextList } from './DocSection';

/**
 * Any legal page: one h1, the date, a table of contents and an h2 per section, at reading width.
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
                {text.legalPage.lastUpdated} <time dateTime={LEGAL_LAST_UPDATED}>{formatDate(locale, LEGAL_LAST_UPDATED)}</time>
              </p>
              <p>{document.description}</p>
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

            <div className="legal-body">
              {document.sections.map((section) => (
                <LegalSectionBlock key={section.id} section={section} locale={locale} />
              ))}
            </div>
          </div>
        </article>
      </PageShell>
    </div>
  );
}

function LegalSectionBlock({ section, locale }: { section: LegalSectionText; locale: Locale }) {
  return (
    <DocSection id={section.id} heading={section.heading}>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.list && <TextList items={section.list} />}
      {section.links && (
        <ul className="legal-links">
          {section.links.map((link) => (
            <li key={link.path}>
              <a href={localePath(locale, link.path)}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
      {section.contact && <EntityContact locale={locale} />}
    </DocSection>
  );
}

/** The legal entity's details; the landing brand's phone and email never appear on legal pages. */
function EntityContact({ locale }: { locale: Locale }) {
  return (
    <address>
      <p>{siteConfig.siteName}</p>
      <p>
        <MapPinIcon />
        <span>{entityAddress(locale)}</span>
      </p>
      <p>
        <PhoneIcon />
        <a href={siteConfigTelHref}>{phoneDisplay(locale, siteConfig.tel)}</a>
      </p>
      <p>
        <MailIcon />
        <a href={`mailto:${siteConfig.contactEmail}`} className="break-all">
          {siteConfig.contactEmail}
        </a>
      </p>
    </address>
  );
}

/** A legal page's metadata in one language. */
export function legalMetadata(locale: Locale, page: LegalKey) {
  const document = legalDocument(locale, page);
  return pageMetadata({ locale, title: document.title, description: document.description, path: document.path });
}

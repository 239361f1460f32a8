import { PageShell } from '@/components/PageShell';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { siteConfig, siteConfigTelHref } from '@/lib/brand';
import { LEGAL_LAST_UPDATED } from '@/lib/constants';
import type { LegalDocument, LegalSection } from '@/lib/legal';
import { BackHome } from './BackHome';

/**
 * Any legal page: one h1, the date, a table of contents and an h2 per section, at reading width.
 * Printing keeps the text alone: the shell's header and footer, the contents and the back link are
 * hidden with print: variants, and link colour falls back to black ink.
 *
 * The article's many elements are styled from the container (.legal in globals.css) rather than
 * by class names on each: every class name is sent twice, in the HTML and again in the page's
 * script payload that React hydrates from.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    // PageShell renders header, main and footer as siblings, so this wrapper can drop the shell
    // from print without changing the shared components.
    <div className="legal-page">
      <PageShell>
        <article className="legal" aria-labelledby="legal-title">
          <div>
            <BackHome className="print:hidden" />
            <header>
              <h1 id="legal-title">{document.title}</h1>
              <p>
                Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.display}</time>
              </p>
              <p>{document.description}</p>
            </header>

            <nav aria-labelledby="toc-title">
              <h2 id="toc-title">On this page</h2>
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
                <LegalSectionBlock key={section.id} section={section} />
              ))}
            </div>
          </div>
        </article>
      </PageShell>
    </div>
  );
}

function LegalSectionBlock({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.heading}</h2>
      <div>
        {section.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {section.list && (
          <ul className="legal-list">
            {section.list.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        )}
        {section.links && (
          <ul className="legal-links">
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        {section.contact && <EntityContact />}
      </div>
    </section>
  );
}

/** The legal entity's details; the landing brand's phone and email never appear on legal pages. */
function EntityContact() {
  return (
    <address>
      <p>{siteConfig.siteName}</p>
      <p>
        <MapPinIcon />
        <span>{siteConfig.contactAddress}</span>
      </p>
      <p>
        <PhoneIcon />
        <a href={siteConfigTelHref}>{siteConfig.tel}</a>
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

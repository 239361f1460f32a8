import { PageShell } from '@/components/PageShell';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { siteConfig, siteConfigTelHref } from '@/lib/brand';
import { LEGAL_LAST_UPDATED } from '@/lib/constants';
import type { LegalDocument, LegalSection } from '@/lib/legal';
import { BackHome } from './BackHome';

const linkClass = 'font-medium text-river-700 underline underline-offset-4 hover:text-river-900 print:text-black';

/**
 * Any legal page: one h1, the date, a table of contents and an h2 per section, at reading width.
 * Printing keeps the text alone: the shell's header and footer, the contents and the back link are
 * hidden with print: variants, and link colour falls back to black ink.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    // PageShell renders header, main and footer as siblings, so this wrapper can drop the shell
    // from print without changing the shared components.
    <div className="print:[&>footer]:hidden print:[&>header]:hidden">
      <PageShell>
        <article className="container-page py-10 sm:py-14 print:max-w-none print:p-0" aria-labelledby="legal-title">
          <div className="mx-auto max-w-prose print:max-w-none">
            <BackHome className="print:hidden" />
            <header className="mt-6 border-b border-slate-200 pb-6 print:mt-0">
              <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {document.title}
              </h1>
              <p className="mt-3 text-sm text-slate-600 print:text-black">
                Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.display}</time>
              </p>
              <p className="mt-4 text-lg leading-relaxed text-slate-700 print:text-black">{document.description}</p>
            </header>

            <nav aria-labelledby="toc-title" className="mt-8 rounded-xl bg-river-50 p-5 print:hidden">
              <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-river-800">
                On this page
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm marker:text-river-700">
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="inline-block py-1 text-river-800 underline-offset-4 hover:underline">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>

            <div className="mt-10 space-y-10 print:mt-6 print:space-y-6">
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
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="break-inside-avoid-page">
      <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {section.heading}
      </h2>
      <div className="mt-3 space-y-4 text-base leading-relaxed text-slate-700 print:text-black">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list && (
          <ul className="list-disc space-y-2 pl-6 marker:text-river-700">
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {section.links && (
          <ul className="space-y-1">
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
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
    <address className="space-y-2 rounded-xl border border-slate-200 p-5 not-italic print:border-0 print:p-0">
      <p className="font-semibold text-slate-900">{siteConfig.siteName}</p>
      <p className="flex gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-river-700 print:hidden" />
        <span>{siteConfig.contactAddress}</span>
      </p>
      <p className="flex gap-3">
        <PhoneIcon className="mt-0.5 size-5 shrink-0 text-river-700 print:hidden" />
        <a href={siteConfigTelHref} className={linkClass}>
          {siteConfig.tel}
        </a>
      </p>
      <p className="flex gap-3">
        <MailIcon className="mt-0.5 size-5 shrink-0 text-river-700 print:hidden" />
        <a href={`mailto:${siteConfig.contactEmail}`} className={`${linkClass} break-all`}>
          {siteConfig.contactEmail}
        </a>
      </p>
    </address>
  );
}

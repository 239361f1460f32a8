import { brand, brandAddressLine } from '@/lib/brand';
import { AGE_NOTE } from '@/lib/constants';
import { footer, footerSections, navSections } from '@/lib/content';
import { legalPages } from '@/lib/site';
import { CurrentYear } from './CurrentYear';
import { LaunchMark, MailIcon, MapPinIcon, PhoneIcon } from './icons';

const footerLinkClass = 'inline-block py-1.5 text-river-100 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter({ home = false }: { home?: boolean }) {
  const prefix = home ? '' : '/';
  const sectionLinks = footerSections.map((id) => ({
    href: `${prefix}#${id}`,
    label: navSections.find((section) => section.id === id)?.label ?? id,
  }));

  return (
    <footer className="bg-river-950 text-river-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LaunchMark className="size-8" />
            {brand.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{footer.legalNotice}</p>
          <p className="mt-3 inline-block rounded-md border border-sunset-300 px-2 py-1 text-sm font-semibold text-sunset-300">
            {AGE_NOTE}
          </p>
        </div>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0" />
              <span>{brandAddressLine}</span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-1.5 size-5 shrink-0" />
              <a className={footerLinkClass} href={`tel:${brand.phone.e164}`}>
                {brand.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-1.5 size-5 shrink-0" />
              <a className={footerLinkClass} href={`mailto:${brand.email}`}>
                {brand.email}
              </a>
            </p>
          </address>
        </div>

        <div className="grid grid-cols-2 gap-6">
          <nav aria-label="Legal">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Legal</h2>
            <ul className="mt-3 text-sm">
              {legalPages.map((page) => (
                <li key={page.href}>
                  <a className={footerLinkClass} href={page.href}>
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Quick links">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Explore</h2>
            <ul className="mt-3 text-sm">
              {sectionLinks.map((link) => (
                <li key={link.href}>
                  <a className={footerLinkClass} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-river-800">
        <p className="container-page py-5 text-sm">
          © <CurrentYear /> {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

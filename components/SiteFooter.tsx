import { brand, brandAddressLine } from '@/lib/brand';
import { AGE_NOTE } from '@/lib/constants';
import { footer, footerSections, sectionLinks } from '@/lib/content';
import { legalPages } from '@/lib/site';
import { CurrentYear } from './CurrentYear';
import { LaunchMark, MailIcon, MapPinIcon, PhoneIcon } from './icons';

export function SiteFooter({ home = false }: { home?: boolean }) {
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <div>
          <p className="footer-brand">
            <LaunchMark className="size-8" />
            {brand.name}
          </p>
          <p className="footer-notice">{footer.legalNotice}</p>
          <p className="age-note">
            {AGE_NOTE}
          </p>
        </div>

        <div>
          <h2 className="footer-heading">Contact</h2>
          <address>
            <p>
              <MapPinIcon className="mt-0.5" />
              <span>{brandAddressLine}</span>
            </p>
            <p>
              <PhoneIcon className="mt-1.5" />
              <a className="footer-link" href={`tel:${brand.phone.e164}`}>
                {brand.phone.display}
              </a>
            </p>
            <p>
              <MailIcon className="mt-1.5" />
              <a className="footer-link" href={`mailto:${brand.email}`}>
                {brand.email}
              </a>
            </p>
          </address>
        </div>

        <div className="footer-navs">
          <nav aria-label="Legal">
            <h2 className="footer-heading">Legal</h2>
            <ul>
              {legalPages.map((page) => (
                <li key={page.href}>
                  <a className="footer-link" href={page.href}>
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Quick links">
            <h2 className="footer-heading">Explore</h2>
            <ul>
              {sectionLinks(home, footerSections).map((link) => (
                <li key={link.href}>
                  <a className="footer-link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="footer-bottom">
        <p>
          © <CurrentYear /> {brand.name}
        </p>
      </div>
    </footer>
  );
}

import { brand, brandAddress } from '@/lib/site/brand';
import { footerLinks } from '@/lib/landing/sections';
import { copyFacts, dictionary, fillCopy } from '@/lib/words/copy';
import { formatPlain } from '@/lib/i18n/format';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { legalLinks } from '@/lib/documents/legal';
import { CurrentYear } from './CurrentYear';
import { LaunchMark, MailIcon, MapPinIcon, PhoneIcon } from './icons';

// Set once per build by next.config.mjs.
const buildYear = Number(process.env.BUILD_YEAR);

export function SiteFooter({ locale, home = false }: { locale: Locale; home?: boolean }) {
  const text = dictionary(locale).footer;
  const facts = copyFacts(locale);
  return (
    <footer className="site-footer">
      <div className="footer-columns" data-static="">
        <div>
          <p className="footer-brand">
            <LaunchMark className="size-8" />
            {brand.name}
          </p>
          <p className="footer-notice">{text.legalNotice}</p>
          <p className="age-note">{fillCopy(locale, text.ageNote)}</p>
        </div>

        <div>
          <h2 className="footer-heading">{text.contact}</h2>
          <address>
            <p>
              <MapPinIcon className="mt-0.5" />
              <span>{brandAddress(locale)}</span>
            </p>
            <p>
              <PhoneIcon className="mt-1.5" />
              <a className="footer-link" href={`tel:${brand.phone.e164}`}>
                {facts.phone}
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
          <nav aria-label={text.legal}>
            <h2 className="footer-heading">{text.legal}</h2>
            <ul>
              {legalLinks(locale).map((page) => (
                <li key={page.href}>
                  <a className="footer-link" href={page.href}>
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={text.quickLinks}>
            <h2 className="footer-heading">{text.explore}</h2>
            <ul>
              {footerLinks(locale, home).map((link) => (
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
          © <CurrentYear intlLocale={localeInfo[locale].intl} buildYear={buildYear} buildYearText={formatPlain(locale, buildYear)} />{' '}
          {brand.name}
        </p>
      </div>
    </footer>
  );
}

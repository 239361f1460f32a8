import { faqItems } from '@/lib/landing/sections';
import { dictionary } from '@/lib/words/copy';
import type { Locale } from '@/lib/i18n/locales';
import { Section } from '../Section';

/** Native <details>: each item opens on its own, by mouse or keyboard, with no script at all. */
export function Faq({ locale }: { locale: Locale }) {
  return (
    <Section id="faq" title={dictionary(locale).faq.title}>
      <div className="faq">
        {faqItems(locale).map((item, index) => (
          <details key={index}>
            <summary>
              <h3>{item.question}</h3>
            </summary>
            <div>
              {item.answer.map((paragraph, at) => (
                <p key={at}>{paragraph}</p>
              ))}
              {item.list && (
                <ul>
                  {item.list.map((entry, at) => (
                    <li key={at}>{entry}</li>
                  ))}
                </ul>
              )}
              {item.link && (
                <p>
                  <a href={item.link.href}>{item.link.label}</a>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

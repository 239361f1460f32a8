import { faq } from '@/lib/content';
import { Section } from '../Section';

/** Native <details>: each item opens on its own, by mouse or keyboard, with no script at all. */
export function Faq() {
  return (
    <Section id="faq" title={faq.title}>
      <div className="faq">
        {faq.items.map((item, index) => (
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
                  <a href={item.link.href}>
                    {item.link.label}
                  </a>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

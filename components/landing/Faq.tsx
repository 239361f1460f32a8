import { faq } from '@/lib/content';
import { Section } from '../Section';

/** Native <details>: each item opens on its own, by mouse or keyboard, with no script at all. */
export function Faq() {
  return (
    <Section id="faq" title={faq.title}>
      <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {faq.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <span aria-hidden className="text-2xl leading-none text-river-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.list && (
                <ul className="list-disc space-y-1 pl-5">
                  {item.list.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              )}
              {item.link && (
                <p>
                  <a href={item.link.href} className="font-medium text-river-700 underline underline-offset-4">
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

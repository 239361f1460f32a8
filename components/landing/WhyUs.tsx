import { whyUs } from '@/lib/content';
import { CheckIcon } from '../icons';
import { Section } from '../Section';

export function WhyUs() {
  return (
    <Section id="why-us" title={whyUs.title} intro={whyUs.intro} tone="tint">
      <ul className="grid gap-8 md:grid-cols-3">
        {whyUs.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-river-700 text-white">
              <CheckIcon className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

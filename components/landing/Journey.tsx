import { journey } from '@/lib/content';
import { Section } from '../Section';

export function Journey() {
  return (
    <Section id="how-to-book" title={journey.title} intro={journey.intro} tone="tint">
      <ol className="grid gap-6 md:grid-cols-5">
        {journey.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-sunset-400 font-bold text-slate-900">
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

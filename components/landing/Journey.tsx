import { journey } from '@/lib/content';
import { Section } from '../Section';

export function Journey() {
  return (
    <Section id="how-to-book" title={journey.title} intro={journey.intro} tone="tint">
      <ol className="numbered numbered-sunset grid gap-6 md:grid-cols-5">
        {journey.steps.map((step, index) => (
          <li key={index} className="card-ring relative p-5">
            <h3 className="mt-3 font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="card-text text-sm">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

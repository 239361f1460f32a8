import { highlights } from '@/lib/content';
import { Section } from '../Section';

export function Highlights() {
  return (
    <Section id="highlights" title={highlights.title} tone="tint">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {highlights.items.map((item) => (
          <li key={item.title} className="rounded-2xl border-t-4 border-sunset-400 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

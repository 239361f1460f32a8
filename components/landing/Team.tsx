import type { Locale } from '@/lib/i18n/locales';
import { teamSection } from '@/content/words/landing';
import { Section } from '../Section';

export function Team({ locale }: { locale: Locale }) {
  const team = teamSection(locale);
  return (
    <Section id="team" title={team.title} intro={team.intro} tone="tint">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {team.members.map((member, index) => (
          <li key={index} className="card-ring p-6 text-center">
            <span aria-hidden className="badge mx-auto size-20 bg-river-700 text-2xl text-white">
              {member.initials}
            </span>
            <h3 className="card-title mt-4">{member.name}</h3>
            <p className="text-sm font-medium text-river-700">{member.role}</p>
            <p className="mt-3 text-slate-700">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

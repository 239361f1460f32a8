import { team } from '@/lib/content';
import { Section } from '../Section';

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function Team() {
  return (
    <Section id="team" title={team.title} intro={team.intro} tone="tint">
      <ul className="grid gap-6 md:grid-cols-3">
        {team.members.map((member) => (
          <li key={member.name} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <span aria-hidden className="mx-auto flex size-20 items-center justify-center rounded-full bg-river-700 text-2xl font-bold text-white">
              {initials(member.name)}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
            <p className="text-sm font-medium text-river-700">{member.role}</p>
            <p className="mt-3 text-slate-700">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

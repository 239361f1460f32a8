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
        {team.members.map((member, index) => (
          <li key={index} className="card-ring p-6 text-center">
            <span aria-hidden className="badge mx-auto size-20 bg-river-700 text-2xl text-white">
              {initials(member.name)}
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

import type { ReactNode } from 'react';

type SectionProps = {
  id: string;
  title: string;
  intro?: string;
  /** Fade in when scrolled into view (see FadeIn). */
  fade?: boolean;
  tone?: 'white' | 'tint';
  children: ReactNode;
};

/** A landing-page section: a landmark named by its heading, with an optional intro line. */
export function Section({ id, title, intro, fade = true, tone = 'white', children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-fade={fade ? '' : undefined}
      className={`py-16 motion-safe:transition motion-safe:duration-fade motion-safe:ease-out sm:py-20 ${tone === 'tint' ? 'bg-river-50' : 'bg-white'}`}
    >
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-slate-700">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

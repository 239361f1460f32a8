import type { ReactNode } from 'react';

type SectionProps = {
  id: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'tint';
  children: ReactNode;
};

/**
 * A landing-page section: a landmark named by its heading, with an optional intro line. Every
 * section fades in when scrolled into view (data-fade, see FadeIn); the hero is not a Section.
 */
export function Section({ id, title, intro, tone = 'white', children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-fade=""
      data-static=""
      className={tone === 'tint' ? 'section bg-river-50' : 'section'}
    >
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="section-title">
            {title}
          </h2>
          {intro && <p className="lead">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

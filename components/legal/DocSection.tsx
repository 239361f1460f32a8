import type { ReactNode } from 'react';

/**
 * One titled section of a reading page (legal pages, safety, accessibility): a region named by its
 * h2, with an id the page's contents and other pages can link to. Styled from the container
 * (.legal in globals.css), so no class name travels in the page's script payload.
 */
export function DocSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <div>{children}</div>
    </section>
  );
}

/** A bulleted (or, with `ordered`, numbered) list of sentences in a reading page. */
export function TextList({ items, ordered = false }: { items: readonly ReactNode[]; ordered?: boolean }) {
  const entries = items.map((item, index) => <li key={index}>{item}</li>);
  return ordered ? <ol className="legal-list legal-steps">{entries}</ol> : <ul className="legal-list">{entries}</ul>;
}

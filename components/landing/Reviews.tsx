import type { Locale } from '@/lib/i18n/locales';
import { reviewsSection } from '@/content/words/landing';
import { Section } from '../Section';

function Rating({ value, label }: { value: number; label: string }) {
  return (
    <p role="img" aria-label={label} className="stars">
      <span className={`rating-${value}`} />
    </p>
  );
}

export function Reviews({ locale }: { locale: Locale }) {
  const reviews = reviewsSection(locale);
  return (
    <Section id="reviews" title={reviews.title}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {reviews.items.map((review, index) => (
          <li key={index}>
            <figure className="card flex h-full flex-col">
              <Rating value={review.rating} label={review.ratingLabel} />
              <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-4 font-semibold text-slate-900">
                {review.name}
                <span className="block text-sm font-normal text-slate-600">{review.from}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

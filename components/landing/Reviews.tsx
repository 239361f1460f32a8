import { maxRating, reviewRatings } from '@/lib/content';
import { dictionary } from '@/lib/copy';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { Section } from '../Section';

function Rating({ value, label }: { value: number; label: string }) {
  return (
    <p role="img" aria-label={label} className="stars">
      <span className={`rating-${value}`} />
    </p>
  );
}

export function Reviews({ locale }: { locale: Locale }) {
  const reviews = dictionary(locale).reviews;
  return (
    <Section id="reviews" title={reviews.title}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {reviews.items.map((review, index) => {
          const rating = reviewRatings[index] ?? maxRating;
          return (
            <li key={index}>
              <figure className="card flex h-full flex-col">
                <Rating value={rating} label={reviews.rating(formatNumber(locale, rating), formatNumber(locale, maxRating))} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                  <p>“{review.text}”</p>
                </blockquote>
                <figcaption className="mt-4 font-semibold text-slate-900">
                  {review.name}
                  <span className="block text-sm font-normal text-slate-600">{review.from}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

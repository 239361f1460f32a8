import { reviews } from '@/lib/content';
import { Section } from '../Section';

function Rating({ value, max }: { value: number; max: number }) {
  return (
    <p role="img" aria-label={`Rated ${value} out of ${max} stars`} className="stars">
      <span className={`rating-${value}`} />
    </p>
  );
}

export function Reviews() {
  return (
    <Section id="reviews" title={reviews.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.items.map((review, index) => (
          <li key={index}>
            <figure className="card flex h-full flex-col">
              <Rating value={review.rating} max={reviews.maxRating} />
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

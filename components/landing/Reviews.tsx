import { reviews } from '@/lib/content';
import { StarIcon } from '../icons';
import { Section } from '../Section';

function Rating({ value, max }: { value: number; max: number }) {
  return (
    <p role="img" aria-label={`Rated ${value} out of ${max} stars`} className="flex gap-0.5 text-amber-600">
      {Array.from({ length: max }, (_, index) => (
        <StarIcon key={index} className={`size-5 ${index < value ? '' : 'text-slate-300'}`} />
      ))}
    </p>
  );
}

export function Reviews() {
  return (
    <Section id="reviews" title={reviews.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.items.map((review) => (
          <li key={review.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
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

import { brand } from '@/lib/brand';
import { THANK_YOU_REPLY_TIME } from '@/lib/constants';
import { SuccessGraphic } from './SuccessGraphic';

const steps = [
  {
    title: 'Confirmation Received',
    text: 'Your request has been received. There is nothing more you need to send.',
  },
  {
    title: 'Check Your Email',
    text: 'Watch your inbox for our message, and look in the spam folder if it has not arrived.',
  },
  {
    title: "What's Next",
    text: `Our passenger care team will reply within ${THANK_YOU_REPLY_TIME}. For anything urgent, call ${brand.phone.display}.`,
  },
] as const;

/**
 * The thank-you message. It fades in with pure CSS (animate-reveal waits the spec's delay), so it
 * needs no JavaScript, shows at once without it, and stays still under reduced motion.
 */
export function ThankYou() {
  return (
    <div className="container-page py-14 sm:py-20">
      <div className="mx-auto max-w-3xl text-center motion-safe:animate-reveal">
        <SuccessGraphic className="mx-auto size-28 sm:size-32" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Thank You!</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">We&apos;ve received your request and will be in touch shortly.</p>

        <ol className="mt-10 grid gap-4 text-left sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="card rounded-xl p-5">
              <span aria-hidden="true" className="badge size-9 bg-river-700 text-sm text-white">
                {index + 1}
              </span>
              <h2 className="card-title mt-3">{step.title}</h2>
              <p className="card-text text-sm">{step.text}</p>
            </li>
          ))}
        </ol>

        <a href="/" className="btn-primary mt-10 px-6 text-base">
          Back to Homepage
        </a>
      </div>
    </div>
  );
}

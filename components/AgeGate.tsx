import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '@/lib/site/constants';
import type { ageGateText } from '@/lib/words/copy';
import { wrapTab } from './modal';

/**
 * The gate's behaviour. It runs as an inline script inside the dialog, while the browser parses the
 * page, so it takes no import and no name from outside its body (it is sent as its own text).
 * Why not a React island: docs/decisions/009-age-gate-inline.md.
 */
function runAgeGate(dialog: HTMLDialogElement, key: string, value: string, keepTabInside: typeof wrapTab) {
  try {
    if (window.localStorage.getItem(key) !== null) return;
  } catch {
    // Storage blocked (private mode, disabled cookies): ask again on every visit.
  }
  let answered = false;
  // Escape must not dismiss the gate.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') event.preventDefault();
    keepTabInside(dialog, event);
  });
  // Some browsers close a modal on a second Escape despite the cancelled event: reopen it.
  dialog.addEventListener('close', () => {
    if (!answered) dialog.showModal();
  });
  dialog.querySelector('[data-answer="yes"]')?.addEventListener('click', (event) => {
    answered = true;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or blocked: the gate still closes for this visit.
    }
    dialog.close();
    // Answered from the keyboard (a click with no pointer): the focus would fall back to the body
    // and the next Tab start after the dialog, at the end of the page. Start it at the top instead.
    if ((event as MouseEvent).detail === 0) (document.querySelector('.skip-link') as HTMLElement | null)?.focus();
  });
  dialog.showModal();
}

/**
 * The status in force, read in the gate (the page behind it is dimmed and inert): a first visitor
 * on a storm night learns it before answering. A copy of the bar above the page, taken as the page
 * is parsed and again whenever its status is renewed (LiveStatus's "live-status" event). A script
 * of its own: each inline script stays under the size at which React moves a string out of the
 * payload's row (the post-build steps read those rows).
 */
function showStatus(dialog: HTMLDialogElement) {
  // Only for a gate that opened: a returning visitor's page keeps one bar.
  const slot = dialog.querySelector<HTMLElement>('.gate-status');
  const banner = document.querySelector('[data-live="banner"]');
  if (!dialog.open || !slot) return;
  const copy = () => {
    if (!banner?.querySelector('[data-bar]') || slot.innerHTML === banner.innerHTML) return;
    // A renewed status replaces the copy's links: the focus stays on the same one, inside the gate.
    const links = () => Array.from(slot.querySelectorAll('a'));
    const focused = links().indexOf(document.activeElement as HTMLAnchorElement);
    slot.innerHTML = banner.innerHTML;
    slot.hidden = false;
    if (focused >= 0) (links()[focused] ?? dialog.querySelector('button'))?.focus();
  };
  copy();
  window.addEventListener('live-status', copy);
}

const statusScript = `(${String(showStatus)})(document.currentScript.parentElement)`;

const script = `(${String(runAgeGate)})(document.currentScript.parentElement,${JSON.stringify(AGE_CONFIRMED_KEY)},${JSON.stringify(AGE_CONFIRMED_VALUE)},${String(wrapTab)})`;

/**
 * The 18+ question, asked once per browser (one answer covers both languages), with the live status
 * under it, so the gate never hides a storm from a first visitor. It is rendered closed,
 * so the page stays readable without JavaScript, and its script (the dialog's last child, so the
 * buttons before it exist) opens it when no answer is stored. The dialog is a static block: its
 * words and script travel once, in the HTML, not again in the hydration payload.
 */
export function AgeGate({ text }: { text: ReturnType<typeof ageGateText> }) {
  return (
    <dialog aria-labelledby="age-gate-title" aria-describedby="age-gate-text age-gate-status" className="modal modal-body" data-static="">
      <h2 id="age-gate-title" className="modal-title">
        {text.question}
      </h2>
      <p id="age-gate-text" className="mt-2 text-slate-700">
        {text.text}
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary flex-1" data-answer="yes">
          {text.yes}
        </button>
        {/* The spec has No do nothing: the gate stays open. */}
        <button type="button" className="btn-ghost flex-1">
          {text.no}
        </button>
      </div>
      {/* The status in force, copied in by the last script once the gate is open; after the answers,
          so the focus starts on Yes. A group of its own for LiveStatus's clock pass. */}
      <div id="age-gate-status" className="status-banner gate-status" data-group="" hidden />
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <script dangerouslySetInnerHTML={{ __html: statusScript }} />
    </dialog>
  );
}

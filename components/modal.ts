import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Keeps Tab and Shift+Tab inside an open modal dialog. A modal <dialog> makes the page behind it
 * inert, but browsers still let focus leave for their own toolbar; this wraps it around instead.
 *
 * Self-contained (no imports, no names from outside its body): the age gate sends it, as text, in
 * its inline script (components/AgeGate.tsx), so both gates and modals share this one version.
 */
export function wrapTab(dialog: HTMLElement, event: Pick<globalThis.KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>) {
  if (event.key !== 'Tab') return;
  const focusable = dialog.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** wrapTab as a React keydown handler on the dialog. */
export function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  wrapTab(event.currentTarget, event);
}

/** Closes a dialog when the click lands on its backdrop, not on its content. */
export function closeOnBackdropClick(event: MouseEvent<HTMLDialogElement>) {
  // The dialog has no padding and its panel fills it, so a click whose target is the dialog
  // itself can only be on the ::backdrop.
  if (event.target === event.currentTarget) event.currentTarget.close();
}

'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '@/lib/constants';
import type { ageGateText } from '@/lib/copy';
import { trapTab } from './modal';

function isConfirmed(): boolean {
  try {
    return window.localStorage.getItem(AGE_CONFIRMED_KEY) !== null;
  } catch {
    // Storage blocked (private mode, disabled cookies): ask again on every visit.
    return false;
  }
}

function rememberConfirmation() {
  try {
    window.localStorage.setItem(AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE);
  } catch {
    // Storage full or blocked: the gate still closes for this visit.
  }
}

/**
 * The 18+ question, asked once per browser (one answer covers both languages). It is rendered closed so that the page stays readable
 * without JavaScript, and opens on load when no answer is stored.
 */
export function AgeGate({ text }: { text: ReturnType<typeof ageGateText> }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmedRef = useRef(false);

  useEffect(() => {
    // In a frame of its own: reading storage and showModal() (which restyles the whole page, now
    // inert) would otherwise lengthen hydration's task, the longest of the page load.
    const frame = requestAnimationFrame(() => {
      if (!isConfirmed()) dialogRef.current?.showModal();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  function confirm() {
    confirmedRef.current = true;
    rememberConfirmation();
    dialogRef.current?.close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape must not dismiss the gate.
    if (event.key === 'Escape') event.preventDefault();
    trapTab(event);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      className="modal modal-body"
      onCancel={(event) => event.preventDefault()}
      onKeyDown={onKeyDown}
      onClose={(event) => {
        // Some browsers close a modal on a second Escape despite the cancelled event: reopen it.
        if (!confirmedRef.current) event.currentTarget.showModal();
      }}
    >
      <h2 id="age-gate-title" className="modal-title">
        {text.question}
      </h2>
      <p id="age-gate-text" className="mt-2 text-slate-700">
        {text.text}
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-primary flex-1" onClick={confirm}>
          {text.yes}
        </button>
        {/* The spec has No do nothing: the gate stays open. */}
        <button type="button" className="btn-ghost flex-1">
          {text.no}
        </button>
      </div>
    </dialog>
  );
}

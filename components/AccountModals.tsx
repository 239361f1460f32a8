'use client';

import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { Dictionary } from '@/content/words/en';
import { useCommandFallback } from './commands';
import { closeOnBackdropClick, trapTab } from './modal';
import { CloseIcon } from './icons';

type AccountText = Dictionary['account'];

/** Where the forms lead and link to, in the page's language (worked out on the server). */
export type AccountPaths = { thank: string; terms: string; privacy: string };

type ModalProps = {
  id: 'register' | 'login';
  title: string;
  submitLabel: string;
  /** The line under the form that opens the other dialog in this one's place. */
  other: { id: 'register' | 'login'; question: string; label: string };
  text: AccountText;
  closeLabel: string;
  paths: AccountPaths;
  children: ReactNode;
};

/*
 * The dialogs are HTML first: buttons open and close them by Invoker Commands from the first paint,
 * `closedby="any"` closes them on a backdrop click or Escape, the first field has `autofocus` (which
 * showModal honours) and closing returns the focus to the button that opened it, all by the
 * browser. The island adds what markup cannot: Tab kept inside, the submit, and the fallback for
 * browsers without Invoker Commands (components/commands.ts).
 */
function AccountModal({ id, title, submitLabel, other, text, closeLabel, paths, children }: ModalProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Nothing is sent or kept: the browser has already checked the fields, so clear them and
    // go to the thank-you page (in the page's language). A full page load, not the router's
    // client navigation: pages leave their static blocks out of the payload React would re-render
    // them from (scripts/build/post-build/static-payload.ts), so only the browser may bring a page back.
    event.preventDefault();
    event.currentTarget.reset();
    (event.currentTarget.closest('dialog') as HTMLDialogElement | null)?.close();
    window.location.assign(paths.thank);
  }

  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      className="modal"
      closedby="any"
      // Browsers without closedby (Safari): the backdrop click, once hydrated.
      onClick={closeOnBackdropClick}
      onKeyDown={trapTab}
    >
      <div className="modal-body">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" commandfor={id} command="close">
            <CloseIcon className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {/*
         * No name attributes: a native submit (before the island has hydrated) carries nothing, and
         * its action is the thank-you page, where the island's submit goes too.
         */}
        <form className="mt-4 space-y-4" action={paths.thank} onSubmit={onSubmit}>
          {children}
          <label className="check-label">
            <input type="checkbox" required />
            <span>
              {text.acceptBefore} <a href={paths.terms}>{text.terms}</a> {text.acceptBetween} <a href={paths.privacy}>{text.privacy}</a>
              {text.acceptAfter && ` ${text.acceptAfter}`}
            </span>
          </label>
          <button type="submit" className="btn-primary w-full">
            {submitLabel}
          </button>
        </form>
        {/* Utilities the stylesheet already has: this line adds no CSS. */}
        <p className="mt-4 text-center text-sm text-slate-700">
          {other.question}{' '}
          <button
            type="button"
            className="rounded-lg font-semibold text-river-700 underline underline-offset-4"
            commandfor={other.id}
            command="show-modal"
          >
            {other.label}
          </button>
        </p>
      </div>
    </dialog>
  );
}

function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field-label">
      {label}
      <input required className="field-input" {...input} />
    </label>
  );
}

type AccountModalsProps = { text: AccountText; closeLabel: string; paths: AccountPaths };

/** The header's Register and Login buttons with their modals. Front end only: no account exists. */
export function AccountModals({ text, closeLabel, paths }: AccountModalsProps) {
  useCommandFallback();
  const shared = { text, closeLabel, paths };

  return (
    <>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button type="button" className="btn-accent px-3" commandfor="register" command="show-modal">
          {text.register}
        </button>
        <button type="button" className="btn-ghost px-3" commandfor="login" command="show-modal">
          {text.login}
        </button>
      </div>
      <AccountModal
        id="register"
        title={text.registerTitle}
        submitLabel={text.registerSubmit}
        other={{ id: 'login', question: text.haveAccount, label: text.toLogin }}
        {...shared}
      >
        <Field label={text.name} type="text" autoComplete="name" autoFocus />
        <Field label={text.email} type="email" autoComplete="email" />
        <Field label={text.password} type="password" autoComplete="new-password" />
      </AccountModal>
      <AccountModal
        id="login"
        title={text.loginTitle}
        submitLabel={text.loginSubmit}
        other={{ id: 'register', question: text.noAccount, label: text.toRegister }}
        {...shared}
      >
        <Field label={text.email} type="email" autoComplete="email" autoFocus />
        <Field label={text.password} type="password" autoComplete="current-password" />
      </AccountModal>
    </>
  );
}

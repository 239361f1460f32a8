'use client';

import { useRef, type FormEvent, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import type { Dictionary } from '@/lib/dictionaries/en';
import { closeOnBackdropClick, trapTab } from './modal';
import { CloseIcon } from './icons';

type AccountText = Dictionary['account'];

/** Where the forms lead and link to, in the page's language (worked out on the server). */
export type AccountPaths = { thank: string; terms: string; privacy: string };

type ModalProps = {
  id: string;
  title: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  submitLabel: string;
  text: AccountText;
  closeLabel: string;
  paths: AccountPaths;
  children: ReactNode;
};

function AccountModal({ id, title, dialogRef, submitLabel, text, closeLabel, paths, children }: ModalProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Nothing is sent or kept: the browser has already checked the fields, so clear them and
    // go to the thank-you page (in the page's language). A full page load, not the router's
    // client navigation: pages leave their static blocks out of the payload React would re-render
    // them from (scripts/static-payload.mjs), so only the browser may bring a page back.
    event.preventDefault();
    event.currentTarget.reset();
    dialogRef.current?.close();
    window.location.assign(paths.thank);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      className="modal"
      onClick={closeOnBackdropClick}
      onKeyDown={trapTab}
    >
      <div className="modal-body">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={() => dialogRef.current?.close()}>
            <CloseIcon className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {/* No name attributes and no action: even a native submit would carry nothing anywhere. */}
        <form className="mt-4 space-y-4" onSubmit={onSubmit}>
          {children}
          <label className="check-label">
            <input type="checkbox" required />
            <span>
              {text.acceptBefore} <a href={paths.terms}>{text.terms}</a> {text.acceptBetween}{' '}
              <a href={paths.privacy}>{text.privacy}</a>
              {text.acceptAfter && ` ${text.acceptAfter}`}
            </span>
          </label>
          <button type="submit" className="btn-primary w-full">
            {submitLabel}
          </button>
        </form>
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
  const registerRef = useRef<HTMLDialogElement>(null);
  const loginRef = useRef<HTMLDialogElement>(null);
  const shared = { text, closeLabel, paths };

  return (
    <>
      <div className="js-only flex flex-wrap items-center justify-end gap-2">
        <button type="button" className="btn-accent px-3" onClick={() => registerRef.current?.showModal()}>
          {text.register}
        </button>
        <button type="button" className="btn-ghost px-3" onClick={() => loginRef.current?.showModal()}>
          {text.login}
        </button>
      </div>
      <AccountModal id="register" title={text.registerTitle} submitLabel={text.registerSubmit} dialogRef={registerRef} {...shared}>
        <Field label={text.name} type="text" autoComplete="name" />
        <Field label={text.email} type="email" autoComplete="email" />
        <Field label={text.password} type="password" autoComplete="new-password" />
      </AccountModal>
      <AccountModal id="login" title={text.loginTitle} submitLabel={text.loginSubmit} dialogRef={loginRef} {...shared}>
        <Field label={text.email} type="email" autoComplete="email" />
        <Field label={text.password} type="password" autoComplete="current-password" />
      </AccountModal>
    </>
  );
}

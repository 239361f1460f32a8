'use client';

import { useRef, type FormEvent, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { closeOnBackdropClick, trapTab } from './modal';
import { CloseIcon } from './icons';

type ModalProps = {
  id: string;
  title: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  submitLabel: string;
  children: ReactNode;
};

function AccountModal({ id, title, dialogRef, submitLabel, children }: ModalProps) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Nothing is sent or kept: the browser has already checked the fields, so clear them and
    // go to the thank-you page on the client.
    event.preventDefault();
    event.currentTarget.reset();
    dialogRef.current?.close();
    router.push('/thank');
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
          <button
            type="button"
            className="modal-close"
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {/* No name attributes and no action: even a native submit would carry nothing anywhere. */}
        <form className="mt-4 space-y-4" onSubmit={onSubmit}>
          {children}
          <label className="check-label">
            <input type="checkbox" required />
            <span>
              I accept the{' '}
              <a href="/terms_of_service">
                Terms of Service
              </a>{' '}
              and the{' '}
              <a href="/privacy_policy">
                Privacy Policy
              </a>
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

/** The header's Register and Login buttons with their modals. Front end only: no account exists. */
export function AccountModals() {
  const registerRef = useRef<HTMLDialogElement>(null);
  const loginRef = useRef<HTMLDialogElement>(null);

  return (
    <>
      <div className="js-only flex items-center gap-2">
        <button type="button" className="btn-accent px-3" onClick={() => registerRef.current?.showModal()}>
          Register
        </button>
        <button type="button" className="btn-ghost px-3" onClick={() => loginRef.current?.showModal()}>
          Login
        </button>
      </div>
      <AccountModal id="register" title="Create an account" submitLabel="Register" dialogRef={registerRef}>
        <Field label="Name" type="text" autoComplete="name" />
        <Field label="Email" type="email" autoComplete="email" />
        <Field label="Password" type="password" autoComplete="new-password" />
      </AccountModal>
      <AccountModal id="login" title="Log in" submitLabel="Log in" dialogRef={loginRef}>
        <Field label="Email" type="email" autoComplete="email" />
        <Field label="Password" type="password" autoComplete="current-password" />
      </AccountModal>
    </>
  );
}

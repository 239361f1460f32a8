'use client';

import { useEffect } from 'react';

/**
 * Invoker Commands for browsers that lack them (Firefox ESR 140, Safari before 26.2): a click on a
 * `<button commandfor command>` does here what the browser would do, plus what
 * components/ControlsScript.tsx adds to it (a dialog's switch button closes its own dialog). Only
 * where the browser has no `command`, detected as the platform advises, so a tap never opens a
 * dialog twice; only after hydration, which is the best such a browser can get.
 */
export function useCommandFallback() {
  useEffect(() => {
    if ('command' in HTMLButtonElement.prototype) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.('button[commandfor]');
      const target = button && document.getElementById(button.getAttribute('commandfor') ?? '');
      if (!button || !(target instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !target.open) {
        const from = button.closest('dialog');
        if (from && from !== target) from.close();
        target.showModal();
      } else if (command === 'close' && target.open) {
        target.close();
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

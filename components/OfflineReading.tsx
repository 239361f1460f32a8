'use client';

import { useEffect, useState } from 'react';
import { workerUrl } from '@/lib/site/offline-pages';

/**
 * Offline reading, the page's side: registers the service worker once the page has loaded and the
 * browser is idle (never on the first paint's path), and shows the "saved on" notice when the
 * worker answered this page from its kept copy. The worker is asked, not navigator.onLine: under
 * a worker's cached answer the browser can still claim to be online (DESIGN.md).
 */
export function OfflineReading({ notice }: { notice: string }) {
  const [kept, setKept] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const workers = navigator.serviceWorker;
    const controller = workers.controller;
    if (controller) {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => setKept(event.data === true);
      controller.postMessage('served-from-cache?', [channel.port2]);
    }
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const register = () => idle(() => void workers.register(workerUrl).catch(() => {}));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);

  if (!kept) return null;
  return (
    <div className="container-page pt-4">
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950">
        {notice}
      </p>
    </div>
  );
}

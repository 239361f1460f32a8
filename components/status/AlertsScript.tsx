'use client';

import { useEffect } from 'react';
import { pushFilePath } from '@/lib/status/live-files';

/**
 * Push alerts per route (issue 44): where the browser has Web Push and the site's push.json names
 * a status desk's key, the controls' code (./alert-controls.ts) is loaded and shows them. It is a
 * chunk of its own, loaded after the page has settled and only there: a page on a static host, or
 * in a browser without push, downloads none of it.
 */
export function AlertsScript() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window) || !window.isSecureContext) return;
    let stop = () => {};
    let gone = false;
    const load = async () => {
      const response = await fetch(pushFilePath, { cache: 'no-cache' });
      const file = (await response.json()) as { key?: unknown };
      if (!response.ok || typeof file.key !== 'string' || gone) return;
      const { startAlerts } = await import('./alert-controls');
      if (!gone) stop = await startAlerts(file.key);
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void load().catch(() => {}));
    return () => {
      gone = true;
      stop();
    };
  }, []);
  return null;
}

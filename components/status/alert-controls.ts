import { ALERT_ROUTES_KEY } from '@/lib/site/constants';

/**
 * What this browser follows, kept on the phone only (the desk keeps the same with the subscription):
 * `{ routes, movements }`, or a bare list of routes as the first release kept it (movements off).
 */
const STORE = ALERT_ROUTES_KEY;
const SUBSCRIBE = '/desk/push/subscribe';
const UNSUBSCRIBE = '/desk/push/unsubscribe';

type Kept = { routes: string[]; movements: boolean };

const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
const stored = (): Kept => {
  try {
    const value = JSON.parse(localStorage.getItem(STORE) ?? '[]') as unknown;
    const routes = Array.isArray(value) ? value : (value as { routes?: unknown }).routes;
    return {
      routes: Array.isArray(routes) ? routes.filter((route): route is string => typeof route === 'string') : [],
      movements: (value as { movements?: unknown }).movements === true,
    };
  } catch {
    return { routes: [], movements: false };
  }
};

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' });

/** The key a subscription was made with, to tell one made for another desk key. */
const sameKey = (subscription: PushSubscription, key: string) => {
  const bytes = subscription.options.applicationServerKey;
  if (!bytes) return false;
  const made = btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return made === key;
};

/**
 * Push alerts per route (issue 44), the behaviour: the controls AlertControl wrote into the page
 * appear only where they can work (Web Push in the browser, a service worker, and a desk key in
 * push.json), and each tap asks the browser for permission (its prompt comes only after the tap),
 * subscribes, and tells the desk which routes this phone follows. Nothing is shown or asked for
 * anywhere else.
 */
export async function startAlerts(key: string): Promise<() => void> {
  const box = document.querySelector<HTMLElement>('[data-alert-words]');
  if (!box) return () => {};
  const word = (name: string) => box.querySelector(`[data-word="${name}"]`)?.textContent ?? '';
  const words = { working: word('working'), blocked: word('blocked'), failed: word('failed') };
  const language = box.dataset.alertWords === 'bn' ? 'bn' : 'en';
  let { routes, movements } = stored();
  const movementsBox = document.querySelector<HTMLInputElement>('[data-alert-movements]');

  const show = () => {
    for (const control of all('[data-alert-route]')) {
      const on = routes.includes(control.dataset.alertRoute!);
      control.querySelector<HTMLElement>('[data-alert-follow]')!.hidden = on;
      control.querySelector<HTMLElement>('[data-alert-on]')!.hidden = !on;
    }
    const names = all('[data-alerts] [data-alert-route]')
      .filter((control) => routes.includes(control.dataset.alertRoute!))
      .map((control) => control.dataset.alertName!);
    for (const line of all('[data-alert-following]')) {
      line.hidden = names.length === 0;
      const list = names.length < 2 ? names.join('') : `${names.slice(0, -1).join(word('comma'))}${word('and')}${names.at(-1)!}`;
      line.textContent = `${word('before')}${list}${word('after')}`;
    }
    if (movementsBox) movementsBox.checked = movements;
  };
  const say = (control: HTMLElement, text = '') => (control.querySelector<HTMLElement>('[data-alert-message]')!.textContent = text);
  const save = (next: string[], nextMovements = movements) => {
    routes = next;
    movements = nextMovements;
    if (next.length) localStorage.setItem(STORE, JSON.stringify({ routes: next, movements }));
    else localStorage.removeItem(STORE);
    show();
  };
  /** What the desk is sent: the subscription, the routes, the language and the movements choice. */
  const body = (subscription: PushSubscription, next: string[], nextMovements = movements) => ({
    ...subscription.toJSON(),
    routes: next,
    language,
    movements: nextMovements,
  });

  const registration = () => navigator.serviceWorker.ready;

  /** Subscribes (after the tap, so the browser's prompt follows it) and sends the desk the whole list. */
  const follow = async (control: HTMLElement, route: string) => {
    if (Notification.permission === 'denied') return say(control, words.blocked);
    say(control, words.working);
    try {
      const manager = (await registration()).pushManager;
      let subscription = await manager.getSubscription();
      if (subscription && !sameKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const next = [...new Set([...routes, route])];
      const response = await post(SUBSCRIBE, body(subscription, next));
      if (!response.ok) throw new Error(String(response.status));
      save(next);
      say(control);
      control.querySelector<HTMLElement>('[data-alert-off]')?.focus();
    } catch {
      say(control, (Notification.permission as NotificationPermission) === 'denied' ? words.blocked : words.failed);
    }
  };

  const unfollow = async (control: HTMLElement, route: string) => {
    say(control, words.working);
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      const next = routes.filter((entry) => entry !== route);
      if (subscription && next.length) {
        const response = await post(SUBSCRIBE, body(subscription, next));
        if (!response.ok) throw new Error(String(response.status));
      } else if (subscription) {
        await post(UNSUBSCRIBE, { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      save(next);
      say(control);
      control.querySelector<HTMLElement>('[data-alert-follow]')?.focus();
    } catch {
      say(control, words.failed);
    }
  };

  /**
   * The movements choice: with routes on, the desk is told at once (and the box goes back if it
   * cannot be); with none, it is only remembered here until the first route is turned on.
   */
  const onMovements = async () => {
    if (!movementsBox) return;
    const wanted = movementsBox.checked;
    const message = document.querySelector<HTMLElement>('[data-alert-movements-message]');
    const tell = (text = '') => message && (message.textContent = text);
    if (!routes.length) {
      movements = wanted;
      return;
    }
    tell(words.working);
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (!subscription) throw new Error('no subscription');
      const response = await post(SUBSCRIBE, body(subscription, routes, wanted));
      if (!response.ok) throw new Error(String(response.status));
      save(routes, wanted);
      tell();
    } catch {
      movementsBox.checked = movements;
      tell(words.failed);
    }
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-alert-follow],[data-alert-off]');
    const control = button?.closest<HTMLElement>('[data-alert-route]');
    if (!button || !control) return;
    const route = control.dataset.alertRoute!;
    void (button.hasAttribute('data-alert-follow') ? follow(control, route) : unfollow(control, route));
  };

  // What this phone followed, if the browser still has the subscription; sent again once a
  // visit, so a desk that lost it (alerts turned off and on) or a renewed endpoint is current.
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription || !sameKey(subscription, key)) save([]);
  else if (routes.length && !sessionStorage.getItem(STORE)) {
    sessionStorage.setItem(STORE, '1');
    void post(SUBSCRIBE, body(subscription, routes)).catch(() => {});
  }
  show();
  for (const element of all('[data-alerts],[data-alert-route]')) element.hidden = false;
  document.addEventListener('click', onClick);
  const onChange = () => void onMovements();
  movementsBox?.addEventListener('change', onChange);
  return () => {
    document.removeEventListener('click', onClick);
    movementsBox?.removeEventListener('change', onChange);
  };
}

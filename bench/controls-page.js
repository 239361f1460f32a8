/* global control, storage */
// The benchmark's watcher of one control, run in the page: bench/controls.ts adds it to every
// document of a load as an init script (before the page's own scripts), after two lines that
// define `control` (what to find and the effect to wait for) and `storage` (the 18+ gate's answer).
// Plain JavaScript read as text, not a function of controls.ts: tsx, which runs the benchmark,
// compiles TypeScript with a helper (`__name`) the page does not have.
//
// It reports to Node through the `__benchControl` binding: `painted` (once, with where to tap),
// `rect` (whenever the control moves), `tap` (each one, with event.timeStamp and when the page
// handled it), `effect` (once, after a tap), `fcp`.

function watchControl() {
  // The 18+ gate, answered as a returning passenger has: it would cover the first screen.
  try {
    localStorage.setItem(storage.key, storage.value);
  } catch {
    // Storage refused: the gate shows, and the control is reported covered until it is answered.
  }

  // The binding may not be installed yet while the first records are made; keep them until it is.
  const pending = [];
  const flush = () => {
    const binding = window.__benchControl;
    if (typeof binding === 'function') while (pending.length) binding(pending.shift());
  };
  // Each record names its document (by its time origin): Node keeps the first document's only.
  const send = (record) => {
    pending.push({ ...record, document: performance.timeOrigin });
    flush();
  };
  send({ type: 'start', href: location.href });

  const name = (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  // Outside dialogs: the Register dialog's own submit button is also called Register.
  const find = () =>
    [...document.querySelectorAll(control.find.selector)].find(
      (element) => !element.closest('dialog') && (control.find.name === undefined || name(element) === control.find.name),
    );

  let target;
  const effectElement = () => {
    const { effect } = control;
    return effect.closest ? target?.closest(effect.closest) : document.querySelector(effect.selector);
  };
  const effectHolds = () => {
    const element = effectElement();
    switch (control.effect.kind) {
      case 'open':
        return Boolean(element?.hasAttribute('open'));
      case 'shown':
        return Boolean(element && (element.matches(':popover-open') || element.checkVisibility({ visibilityProperty: true })));
      case 'enabled':
        return Boolean((element && !element.disabled) || new URLSearchParams(location.search).has(control.effect.param));
      default:
        return false;
    }
  };

  const taps = [];
  let effectAt;
  /** The effect counts only after a tap: before it, it is the page's own state. */
  const noteEffect = (via) => {
    if (effectAt !== undefined || !taps.length || !target) return;
    effectAt = performance.now();
    send({ type: 'effect', at: effectAt, via });
  };
  const checkEffect = (via) => {
    if (effectAt === undefined && taps.length && target && control.effect.kind !== 'navigates' && effectHolds()) noteEffect(via);
  };

  // Taps. A touch tap starts with a trusted pointerdown (its click follows in the same queue); a
  // pick in the select is Playwright's input event (synthetic). Capturing on window: the page's own
  // handlers cannot hide them.
  const onTap = (event) => {
    const trusted = control.action !== 'select';
    if (event.isTrusted !== trusted || !target) return;
    const record = { type: 'tap', timeStamp: event.timeStamp, handledAt: performance.now(), onTarget: target.contains(event.target) };
    taps.push(record);
    send(record);
  };
  addEventListener(control.action === 'select' ? 'input' : 'pointerdown', onTap, true);

  // Effects, as soon as they happen: attribute changes (dialog and details `open`, a class that
  // shows the menu, `disabled`) reach a MutationObserver in the microtask after the change, before
  // the next tap is handled. A popover opens without an attribute: `beforetoggle` is fired as it
  // opens. A navigation is announced by the Navigation API's `navigate` (beforeunload where there
  // is none); Node confirms it by the request.
  new MutationObserver(() => checkEffect('mutation')).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'class', 'style', 'hidden', 'disabled'],
  });
  addEventListener(
    'beforetoggle',
    (event) => {
      if (control.effect.kind === 'shown' && event.newState === 'open' && event.target === effectElement()) noteEffect('beforetoggle');
    },
    true,
  );
  if (control.effect.kind === 'navigates') {
    const onNavigate = (destination) => {
      if (destination && new URL(destination).pathname !== location.pathname) noteEffect('navigate');
    };
    if ('navigation' in window) window.navigation.addEventListener('navigate', (event) => onNavigate(event.destination.url));
    else addEventListener('beforeunload', () => onNavigate(target?.href));
  }

  // Drawn: checked in each animation frame, which runs only once the page can render (after the
  // render-blocking stylesheet), right before the frame is drawn.
  const inWindow = (box) => box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  let lastRect = '';
  let scrolled = false;
  const frame = () => {
    flush();
    const element = target ?? find();
    if (element) {
      const box = element.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (visible && !inWindow(box) && control.find.scroll && !scrolled && !target) {
        scrolled = true;
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
      } else if (visible && inWindow(box)) {
        // Where a finger lands: the centre of the part inside the window.
        const x = (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2;
        const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
        const hit = document.elementFromPoint(x, y);
        const reachable = Boolean(hit && (element.contains(hit) || hit.contains(element)));
        if (!target && reachable) {
          target = element;
          const option = element instanceof HTMLSelectElement ? [...element.options].find((item) => item.value !== '')?.value : undefined;
          send({
            type: 'painted',
            at: performance.now(),
            effectBefore: effectHolds(),
            href: element.href,
            option,
            tag: element.tagName.toLowerCase(),
          });
        }
        const rect = `${Math.round(x)},${Math.round(y)},${reachable}`;
        if (target && rect !== lastRect) {
          lastRect = rect;
          send({ type: 'rect', x, y, reachable });
        }
      }
    }
    checkEffect('frame');
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  new PerformanceObserver((list) => {
    // presentationTime where the browser reports it apart: when the frame reached the screen.
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') send({ type: 'fcp', at: entry.presentationTime || entry.startTime });
  }).observe({ type: 'paint', buffered: true });
}

// Not in frames, nor in the blank document a new tab starts with.
if (window.top === window && location.protocol !== 'about:') watchControl();

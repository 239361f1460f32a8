/**
 * The few lines the header's controls need beyond HTML, run while the page is parsed, so that they
 * work from the first paint rather than once React has loaded (which is after it, on purpose). The
 * controls themselves are HTML: the account dialogs open and close by Invoker Commands
 * (`commandfor`/`command`), the phone menu is a `popover` opened by `popovertarget`, with its light
 * dismiss, Escape and focus return. This adds only what markup cannot say:
 * - a dialog's "switch to the other form" button closes the dialog it is in, so the two never stack;
 * - the menu closes when one of its links is chosen or when the focus moves on past it.
 * Delegated from the document, so it needs no element to exist yet; self-contained, since it is
 * sent as its own text (like components/AgeGate.tsx), and its hash is in the site's CSP.
 * Why: docs/decisions/008-controls-in-html.md.
 */
function runControls(doc: Document) {
  // Fired at the dialog a command targets, before the browser acts on it. (Where the browser has no
  // Invoker Commands, components/commands.ts does the same in its fallback.)
  doc.addEventListener(
    'command',
    (event) => {
      const { command, source, target } = event as Event & { command: string; source: Element | null };
      const from = source && source.closest('dialog[open]');
      if (command === 'show-modal' && from && from !== target) (from as HTMLDialogElement).close();
    },
    true,
  );
  // A browser without popovers shows the links in the bar instead (components/RootDocument.tsx).
  if (!('popover' in HTMLElement.prototype)) return;
  const openMenu = () => doc.querySelector<HTMLElement>('[popover]:popover-open');
  doc.addEventListener('click', (event) => {
    const menu = openMenu();
    if (menu && menu.contains((event.target as Element).closest('a'))) menu.hidePopover();
  });
  // On focusin, not focusout: the focus is already outside, so hiding does not send it back to the toggle.
  doc.addEventListener('focusin', (event) => {
    const menu = openMenu();
    const now = event.target as Element;
    if (menu && !menu.contains(now) && now.getAttribute('popovertarget') !== menu.id) menu.hidePopover();
  });
}

const script = `(${String(runControls)})(document)`;

/** A static block (scripts/build/post-build/static-payload.ts): its text travels once, in the HTML, not again in the payload. */
export function ControlsScript() {
  return <script data-static="" dangerouslySetInnerHTML={{ __html: script }} />;
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from './icons';

type NavLink = { href: string; label: string };

/**
 * The section links. On wide screens they sit in the header; on phones a toggle shows them as a
 * panel over the top of the page, which closes when a link is chosen, on Escape (focus goes back
 * to the toggle), when the focus leaves the menu and on a tap outside it: an open panel must never
 * hide what the keyboard or the finger is on. Without JavaScript the links are always shown.
 */
export function SiteNav({ links, label, menuLabel }: { links: readonly NavLink[]; label: string; menuLabel: string }) {
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  /*
   * The header sticks while it is a strip. With large text (a browser's text size at 200%) its bar
   * wraps into two or three rows and would cover a third of the window, hiding what the keyboard
   * moves to: then it scrolls away with the page. In-page jumps stop below the bar as it really is
   * (the stylesheet's 5rem serves without script). scroll-padding-top is set on html itself, not
   * through an inherited custom property, which would restyle every element of the page.
   */
  useEffect(() => {
    const bar = nav.current?.parentElement;
    const header = nav.current?.closest('header');
    if (!bar || !header) return;
    const fit = () => {
      const tall = bar.offsetHeight > window.innerHeight / 4;
      header.toggleAttribute('data-scrolls', tall);
      document.documentElement.style.scrollPaddingTop = tall ? '1rem' : `${bar.offsetHeight + 16}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <nav
      ref={nav}
      aria-label={label}
      className="order-last lg:order-none"
      onBlur={(event) => {
        // Focus moved to something outside the menu (Tab past its last link, Shift+Tab before the toggle).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="js-only menu-toggle"
        aria-expanded={open}
        aria-controls="site-nav-links"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">{menuLabel}</span>
      </button>
      <ul
        id="site-nav-links"
        className={`${open ? 'flex' : 'hidden'} no-js-show menu-links lg:flex`}
      >
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={() => setOpen(false)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

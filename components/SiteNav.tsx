'use client';

import { useEffect, useRef } from 'react';
import { CloseIcon, MenuIcon } from './icons';

type NavLink = { href: string; label: string };

/**
 * The section links. On wide screens they sit in the header; on phones a toggle shows them as a
 * panel over the top of the page. The panel is a `popover` opened by `popovertarget`, so it works
 * from the first paint without waiting for React: the browser closes it on Escape and on a tap
 * outside it and gives the focus back to the toggle, and components/ControlsScript.tsx closes it
 * when a link is chosen or the focus moves past it (an open panel must never hide what the
 * keyboard or the finger is on). The browser tells assistive technology whether the toggle's menu
 * is expanded (HTML forbids aria-expanded on a popovertarget button for that reason). The island
 * only fits the header to large text.
 */
export function SiteNav({ links, label, menuLabel }: { links: readonly NavLink[]; label: string; menuLabel: string }) {
  const nav = useRef<HTMLElement>(null);

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

  return (
    <nav ref={nav} aria-label={label} className="order-last lg:order-none">
      <button type="button" className="menu-toggle" popoverTarget="site-nav-links">
        <MenuIcon className="icon-open size-6" />
        <CloseIcon className="icon-close size-6" />
        <span className="sr-only">{menuLabel}</span>
      </button>
      <ul id="site-nav-links" popover="auto" className="menu-links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

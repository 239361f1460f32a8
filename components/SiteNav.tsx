'use client';

import { useState } from 'react';
import { CloseIcon, MenuIcon } from './icons';

type NavLink = { href: string; label: string };

/**
 * The section links. On wide screens they sit in the header; on phones a toggle shows them as a
 * panel, and choosing a link closes it. Without JavaScript the links are always shown.
 */
export function SiteNav({ links, label, menuLabel }: { links: readonly NavLink[]; label: string; menuLabel: string }) {
  const [open, setOpen] = useState(false);

  return (
    <nav aria-label={label} className="order-last lg:order-none">
      <button
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

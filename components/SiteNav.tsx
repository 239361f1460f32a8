'use client';

import { useState } from 'react';
import { CloseIcon, MenuIcon } from './icons';

type NavLink = { href: string; label: string };

/**
 * The section links. On wide screens they sit in the header; on phones a toggle shows them as a
 * panel, and choosing a link closes it. Without JavaScript the links are always shown.
 */
export function SiteNav({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);

  return (
    <nav aria-label="Main" className="order-last lg:order-none">
      <button
        type="button"
        className="js-only -mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-expanded={open}
        aria-controls="site-nav-links"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>
      <ul
        id="site-nav-links"
        className={`${open ? 'flex' : 'hidden'} no-js-show absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg lg:static lg:flex lg:flex-row lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
      >
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="block whitespace-nowrap rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-river-50 hover:text-river-800 lg:py-2 lg:text-sm"
              onClick={() => setOpen(false)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

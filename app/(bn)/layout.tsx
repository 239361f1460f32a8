import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';
import '../bengali-font.css';
import { RootDocument } from '@/components/RootDocument';
import { rootMetadata, siteViewport } from '@/lib/seo/metadata';

/* The root layout of every Bangla page (under /bn): the only pages that load the Bengali font. */
export const metadata: Metadata = rootMetadata('bn');
export const viewport: Viewport = siteViewport;

export default function BanglaLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="bn">{children}</RootDocument>;
}

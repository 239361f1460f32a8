import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';
import { RootDocument } from '@/components/RootDocument';
import { rootMetadata, siteViewport } from '@/lib/seo/metadata';

/* The root layout of every English page (the spec's routes, at the site root). */
export const metadata: Metadata = rootMetadata('en');
export const viewport: Viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}

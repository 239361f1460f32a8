import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';
import { RootDocument } from '@/components/RootDocument';
import { themeColor } from '@/lib/site/brand';
import { rootMetadata } from '@/lib/seo/metadata';

/* The root layout of every English page (the spec's routes, at the site root). */
export const metadata: Metadata = rootMetadata('en');
export const viewport: Viewport = { themeColor };

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}

import { Fragment } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { phoneDisplay, siteConfig, siteConfigTelHref } from '@/lib/site/brand';
import { cancellationTiers } from '@/lib/landing/sections';
import { copyFacts } from '@/lib/words/copy';
import type { Block, DocumentSection, Inline } from '@/lib/documents/markdown';
import type { Locale } from '@/lib/i18n/locales';
import { DocSection, TextList } from './DocSection';

/**
 * A Markdown document's sections (lib/documents/markdown.ts), as plain HTML elements styled from the
 * container (.legal in globals.css): no class name on each, no client component, so the article
 * stays a static block (data-static) that travels once, in the HTML.
 */
export function DocumentSections({ sections, locale }: { sections: readonly DocumentSection[]; locale: Locale }) {
  return (
    <div className="legal-body">
      {sections.map((section) => (
        <DocSection key={section.id} id={section.id} heading={section.heading}>
          <Blocks blocks={section.blocks} locale={locale} />
        </DocSection>
      ))}
    </div>
  );
}

export function Blocks({ blocks, locale }: { blocks: readonly Block[]; locale: Locale }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} locale={locale} />);
}

function BlockView({ block, locale }: { block: Block; locale: Locale }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inlines nodes={block.content} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Inlines nodes={item} />
        </li>
      ));
      return block.ordered ? <ol className="legal-list legal-steps">{items}</ol> : <ul className="legal-list">{items}</ul>;
    }
    case 'links':
      return (
        <ul className="legal-links">
          {block.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      );
    case 'block':
      return block.name === 'contact' ? <EntityContact locale={locale} /> : <TextList items={cancellationTiers(locale)} />;
  }
}

function Inlines({ nodes }: { nodes: readonly Inline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'date':
        return (
          <time key={index} dateTime={node.dateTime}>
            {node.text}
          </time>
        );
      case 'link':
        return (
          <a key={index} href={node.href}>
            <Inlines nodes={node.children} />
          </a>
        );
      case 'strong':
        return (
          <strong key={index}>
            <Inlines nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inlines nodes={node.children} />
          </em>
        );
    }
  });
}

/** The legal entity's details; the landing brand's phone and email never appear on legal pages. */
function EntityContact({ locale }: { locale: Locale }) {
  return (
    <address>
      <p>{siteConfig.siteName}</p>
      <p>
        <MapPinIcon />
        <span>{copyFacts(locale).entityAddress}</span>
      </p>
      <p>
        <PhoneIcon />
        <a href={siteConfigTelHref}>{phoneDisplay(locale, siteConfig.tel)}</a>
      </p>
      <p>
        <MailIcon />
        <a href={`mailto:${siteConfig.contactEmail}`} className="break-all">
          {siteConfig.contactEmail}
        </a>
      </p>
    </address>
  );
}

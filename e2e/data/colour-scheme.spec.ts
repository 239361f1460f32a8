import { expect, test } from '@playwright/test';
import colors from 'tailwindcss/colors';
import config from '../../tailwind.config';

/*
 * The dark scheme (issue 48, decision 023) maps Tailwind's colour utilities onto roles whose light
 * value is the fallback of `var(--role, light)`. The light design stays as it was only if each
 * utility's fallback is the colour the utility had before: `stroke-river-600` must still draw
 * river-600 where the scheme is light. No browser.
 */
type Palette = Record<string, string | Record<string, string>>;

test('in the light scheme every colour utility mapped onto a role keeps its own colour', () => {
  const extend = config.theme?.extend as Record<string, Palette>;
  // Looked up by name: spreading Tailwind's palette would read its deprecated names, which warn.
  const paletteEntry = (name: string) => (name === 'white' ? '#fff' : (extend.colors?.[name] ?? (colors as unknown as Palette)[name]));
  const kinds = [
    'textColor',
    'backgroundColor',
    'borderColor',
    'ringColor',
    'outlineColor',
    'placeholderColor',
    'gradientColorStops',
    'fill',
    'stroke',
  ];
  const mapped: string[] = [];
  const changed: string[] = [];
  for (const kind of kinds) {
    for (const [name, value] of Object.entries(extend[kind] ?? {})) {
      const steps = typeof value === 'string' ? { '': value } : value;
      for (const [step, colour] of Object.entries(steps)) {
        const fallback = /^var\(--[a-z-]+,(#[0-9a-f]+)\)$/i.exec(colour)?.[1];
        // The preflight's border and the map's sea are not palette steps: their light colours are named here.
        const entry = paletteEntry(name);
        const before =
          name === 'DEFAULT' ? colors.gray[200] : name === 'sea' ? '#cfe8f3' : typeof entry === 'string' ? entry : entry?.[step];
        mapped.push(`${kind} ${name}-${step}`);
        if (!fallback || fallback.toLowerCase() !== before?.toLowerCase())
          changed.push(`${kind} ${name}-${step}: ${colour}, was ${before}`);
      }
    }
  }
  expect(mapped.length).toBeGreaterThan(30);
  expect(changed).toEqual([]);
});

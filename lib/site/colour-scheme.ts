import colors from 'tailwindcss/colors';
import { nightColor, themeColor } from './brand';

/** The brand's teal, light to dark (Tailwind's `river-*`, tailwind.config.ts). */
export const river = {
  50: '#effaf8',
  100: '#d6f1ec',
  200: '#aee2d9',
  600: '#0f766e',
  700: themeColor,
  800: '#0d4a46',
  900: '#0b3936',
  950: nightColor,
} as const;

/*
 * The colours of the page by role, [light, dark] (issue 48). Each role is a colour the light design
 * already used for one job (the page, body text, a border, a link, a status word...); its dark value
 * is chosen for reading at night, not inverted: text a little softer than white, surfaces a deep
 * blue-green rather than black, links and status words light enough for WCAG AA on every dark
 * surface they sit on (red stays red and amber amber, a step lighter). tailwind.config.ts maps
 * the utilities onto them; the tests read the dark values from here.
 */
export const roles = {
  surface: ['#fff', '#0f1a1d'],
  raised: [colors.slate[50], '#15242a'],
  hover: [colors.slate[100], '#1c2e34'],
  line: [colors.slate[200], '#2e444b'],
  lineStrong: [colors.slate[300], '#46606a'],
  field: [colors.slate[500], '#8aa0a8'],
  muted: [colors.slate[600], '#a9bcc2'],
  text: [colors.slate[700], '#c8d5d9'],
  strong: [colors.slate[800], '#dfe8eb'],
  ink: [colors.slate[900], '#eef3f4'],
  tint: [river[50], '#0f2b2c'],
  tintStrong: [river[100], '#16413f'],
  accent: [river[700], '#5ed3c3'],
  accentStrong: [river[800], '#8fe2d5'],
  accentInk: [river[900], '#bff0e8'],
  redInk: [colors.red[800], colors.red[300]],
  redTint: [colors.red[50], '#3a1517'],
  redLine: [colors.red[300], colors.red[900]],
  amberInk: [colors.amber[900], colors.amber[300]],
  amberInkStrong: [colors.amber[950], colors.amber[200]],
  amberTint: [colors.amber[50], '#33250c'],
  amberFill: [colors.amber[200], '#5c3d0a'],
  amberLine: [colors.amber[300], colors.amber[800]],
  focus: [colors.sky[600], colors.sky[400]],
  // The thank-you page's drawing: its ring and its wave.
  ring: [river[600], '#3fbfae'],
  wave: [river[200], '#1f5e59'],
  mapRiver: [colors.sky[300], '#1d5673'],
  mapLabel: [colors.sky[900], colors.sky[200]],
  mapSea: ['#cfe8f3', '#123a4d'],
} as const satisfies Record<string, readonly [string, string]>;

export type Role = keyof typeof roles;

/** The custom property that carries a role's dark value: `--line-strong` for lineStrong. */
export const cssVariable = (name: Role) => `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

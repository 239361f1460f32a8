import type { Config } from 'tailwindcss';
import colors from 'tailwindcss/colors';
import plugin from 'tailwindcss/plugin';
import { FADE_IN_DURATION_MS, THANK_YOU_REVEAL_DELAY_MS } from './lib/site/constants';
import { cssVariable, river, roles, type Role } from './lib/site/colour-scheme';

/*
 * The dark scheme (issue 48): the colour roles of lib/site/colour-scheme.ts, mapped by kind of
 * utility. The utilities keep their names (`text-slate-700` is body text in both schemes):
 * `bg-white` is the page's surface and turns dark, `text-white` is text on the brand's fills and
 * stays white; `bg-river-700` is a button and stays, `text-river-700` a link and turns light. A
 * colour reads `var(--role, light)`: only the dark block below sets the variables, on screens, so
 * print and a browser without the preference get the light design as before. Why this and not
 * `dark:` classes, with the bytes: docs/decisions/023-dark-theme.md.
 */

/** A role as a colour value: its variable, with the light colour where the variable is not set. */
const role = (name: Role) => `var(${cssVariable(name)},${roles[name][0]})`;

/** The dark values, set on the root on screens that prefer the dark scheme. */
const darkScheme = plugin(({ addBase }) => {
  addBase({
    '@media screen and (prefers-color-scheme: dark)': {
      ':root': Object.fromEntries(Object.entries(roles).map(([name, [, dark]]) => [cssVariable(name as Role), dark])),
    },
  });
});

const config: Config = {
  // Only the markup: a word in a rule's code or message (`invisible`, `transform`) would otherwise become CSS.
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    // No web font: Tailwind's default stack draws text in the system's UI font (Roboto on Android,
    // San Francisco on Apple devices, Segoe UI on Windows), which is on the phone already.
    // Why: docs/decisions/007-bengali-font-cut.md.
    extend: {
      colors: {
        // River teal for the brand, a sunset amber for calls to action; both pass AA on white.
        river,
        sunset: {
          300: '#fcd34d',
          400: '#fbbf24',
          500: '#f59e0b',
        },
      },
      // The roles, by kind of utility: each step only for the kinds the markup uses it for.
      textColor: {
        slate: { 500: role('field'), 600: role('muted'), 700: role('text'), 800: role('strong'), 900: role('ink') },
        river: { 700: role('accent'), 800: role('accentStrong'), 900: role('accentInk') },
        red: { 800: role('redInk') },
        amber: { 900: role('amberInk'), 950: role('amberInkStrong') },
      },
      backgroundColor: {
        white: role('surface'),
        slate: { 50: role('raised'), 100: role('hover'), 300: role('lineStrong') },
        river: { 50: role('tint'), 100: role('tintStrong') },
        red: { 50: role('redTint') },
        amber: { 50: role('amberTint'), 200: role('amberFill') },
      },
      borderColor: {
        // Preflight's colour for a bare `border` (gray-200 in the light scheme, as before).
        DEFAULT: `var(${cssVariable('line')},${colors.gray[200]})`,
        slate: { 100: role('hover'), 200: role('line'), 300: role('lineStrong'), 500: role('field') },
        river: { 700: role('accent') },
        red: { 300: role('redLine') },
        amber: { 300: role('amberLine') },
      },
      ringColor: { slate: { 200: role('line') } },
      outlineColor: { sky: { 600: role('focus') } },
      placeholderColor: { slate: { 500: role('field') } },
      gradientColorStops: { white: role('surface'), river: { 50: role('tint') } },
      fill: {
        sea: role('mapSea'),
        white: role('surface'),
        slate: { 900: role('ink') },
        sky: { 900: role('mapLabel') },
        river: { 50: role('tint') },
      },
      stroke: {
        white: role('surface'),
        sky: { 300: role('mapRiver') },
        river: { 200: role('wave'), 600: role('ring'), 700: role('accent'), 800: role('accentStrong') },
      },
      // Timings come from the spec's constants so CSS and tests read one number.
      transitionDuration: {
        fade: `${FADE_IN_DURATION_MS}ms`,
      },
      keyframes: {
        reveal: {
          from: { opacity: '0', transform: 'translateY(0.75rem)' },
          to: { opacity: '1', transform: 'none' },
        },
      },
      animation: {
        reveal: `reveal 500ms ease-out ${THANK_YOU_REVEAL_DELAY_MS}ms both`,
      },
      maxWidth: {
        prose: '68ch',
      },
    },
  },
  plugins: [darkScheme],
  // Colours are written plainly (`color: #334155`, not through an opacity variable per rule): no
  // markup uses the `*-opacity-*` utilities, and the bytes saved pay for the dark scheme (decision 023).
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    ringOpacity: false,
    placeholderOpacity: false,
  },
  experimental: {
    // Puts Tailwind's ~50 utility variables (--tw-shadow, --tw-translate-x...) on the elements whose
    // classes read them instead of on every element with `*`, which made each full restyle dearer.
    // Why, and the figures: docs/decisions/011-tailwind-universal-defaults.md.
    optimizeUniversalDefaults: true,
  },
};

export default config;

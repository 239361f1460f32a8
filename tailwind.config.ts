import type { Config } from 'tailwindcss';
import { FADE_IN_DURATION_MS, THANK_YOU_REVEAL_DELAY_MS } from './lib/site/constants';
import { themeColor } from './lib/site/brand';

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
        river: {
          50: '#effaf8',
          100: '#d6f1ec',
          200: '#aee2d9',
          600: '#0f766e',
          700: themeColor,
          800: '#0d4a46',
          900: '#0b3936',
          950: '#062422',
        },
        sunset: {
          300: '#fcd34d',
          400: '#fbbf24',
          500: '#f59e0b',
        },
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
  plugins: [],
  experimental: {
    // Puts Tailwind's ~50 utility variables (--tw-shadow, --tw-translate-x...) on the elements whose
    // classes read them instead of on every element with `*`, which made each full restyle dearer.
    // Why, and the figures: docs/decisions/011-tailwind-universal-defaults.md.
    optimizeUniversalDefaults: true,
  },
};

export default config;

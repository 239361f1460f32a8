import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A static export has no server to prefetch from, and a plain <a> to a page is an ordinary
      // page load, which is what we want: next/link would add its client router chunk to every
      // page for no gain (npm run bench).
      '@next/next/no-html-link-for-pages': 'off',
      // Copy functions share one signature per list (every item takes the facts); `_f` marks the
      // ones whose words need none.
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No module needs, even through others, a module that needs it: each can be read, tested and
      // loaded (by Next, tsx, Playwright or esbuild) on its own, in one order. `npm run cycles`
      // (dpdm, part of `npm run lint`) checks it over every TypeScript file, type-only imports not
      // counted, in about 8 s: import/no-cycle took 100 of lint's 110 s.
    },
  },
  {
    // The status desk is a Node server whose pages are whole HTML documents, not Next.js pages.
    files: ['desk/**'],
    rules: { '@next/next/no-css-tags': 'off', '@next/next/no-head-element': 'off', '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.generated/**',
      'out/**',
      'e2e/.status-site/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/fixture/**',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/fixture/**', 'bench/results/**', 'next-env.d.ts'] },
];

export default config;

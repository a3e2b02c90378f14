// ESLint: the import boundaries between packages (scripts/eslint/import-boundaries.mjs), checked
// in CI. Type-aware rules are left to `tsc --noEmit` (npm run typecheck).
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.mjs';

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.deploy/**', '**/.data/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['{platform,contracts,api,shell,mfe-*}/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { hanpan: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'hanpan/import-boundaries': 'error' },
  },
];

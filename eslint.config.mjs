// ESLint: the import boundaries between packages (scripts/eslint/import-boundaries.mjs) and one
// set of layout widths (the platform's `upTo`), checked in CI. Type-aware rules are left to `tsc --noEmit` (npm run typecheck).
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.mjs';

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.deploy/**', '**/.data/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['{platform,contracts,api,shell,mfe-*}/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { hanpan: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'hanpan/import-boundaries': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/@media\\s*\\((max|min)-width:\\s*\\d/]',
          message: "A width in px: use the platform's breakpoints (`${upTo.mobile} { … }`, theme.breakpoints), one set for every package.",
        },
      ],
    },
  },
];

// ESLint: the import boundaries between packages (scripts/eslint/import-boundaries.mjs) and one
// set of layout widths (the platform's `upTo`), checked in CI. Type-aware rules are left to `tsc --noEmit` (npm run typecheck).
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.mjs';

const pxMediaWidth = {
  selector: 'TemplateElement[value.raw=/@media\\s*\\((max|min)-width:\\s*\\d/]',
  message: "A width in px: use the platform's breakpoints (`${upTo.mobile} { … }`, theme.breakpoints), one set for every package.",
};
// a remote's first screen is hydrated, and its root goes live only when every boundary reported in
const plainSuspense = "Use RemoteSuspense from '@hanpan/platform': a plain Suspense boundary keeps a hydrated page inert for up to 3 s.";

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.deploy/**', '**/.data/**', 'test-results/**', 'playwright-report/**', '**/.test-build/**'] },
  {
    files: ['{platform,contracts,api,shell,mfe-*}/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { hanpan: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'hanpan/import-boundaries': 'error',
      'no-restricted-syntax': ['error', pxMediaWidth],
    },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', importNames: ['Suspense'], message: plainSuspense }] }],
      'no-restricted-syntax': [
        'error',
        pxMediaWidth,
        { selector: "JSXOpeningElement > JSXMemberExpression[object.name='React'][property.name='Suspense']", message: plainSuspense },
      ],
    },
  },
];

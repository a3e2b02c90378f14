// The one swc configuration of every bundle: the browser builds (swc-loader) and the server renders
// (esbuild hands our own sources to swc; scripts/lib/ssr-build.mjs). The styled-components plugin
// gives every styled component a componentId from its file's source, not from the order the
// components were created in, so a page's server markup carries the class names the browser
// render produces and the browser hydrates it. Its `minify` also drops the CSS comments and
// indentation from the templates that ship in the bundles. Same options in development: a dev
// browser build hydrates the server render too.
const path = require('path');

/** @returns {import('@swc/core').Options} */
function swcOptions() {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // class fields as assignments in the constructor, and a declared field without a value left out
      // (TypeScript's useDefineForClassFields: false): no defineProperty helper in every module
      // with a class (the error classes), and no field reset to undefined after super() set it
      // the production JSX runtime in development too: a team's dev server overriding a remote of a
      // production portal (README '팀 오버라이드') runs on that portal's production React, which has
      // no jsxDEV support (dispatcher.getOwner)
      transform: { react: { runtime: 'automatic', development: false }, useDefineForClassFields: false },
      target: 'es2020',
      experimental: {
        // the compiled plugin's cache (swc's default is a .swc folder in every package)
        cacheRoot: path.join(__dirname, '..', 'node_modules', '.cache', 'swc'),
        plugins: [[require.resolve('@swc/plugin-styled-components', { paths: [path.join(__dirname, '..')] }), { displayName: false, ssr: true, minify: true, pure: true, transpileTemplateLiterals: true }]],
      },
    },
  };
}

module.exports = { swcOptions };

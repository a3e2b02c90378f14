// A remote takes the router and react-query from @hanpan/platform, the shell's copy: one router
// and one QueryClient context per page. If the remote's own code imports either library itself (a
// file the lint did not see: copied in, generated, or built outside this repo's CI), webpack would
// bundle a second copy whose hooks find no provider ("No QueryClient set") — so the build fails
// instead, naming the file. The copy inside the platform's own fallback (never downloaded: the
// shell provides the platform) is not the remote's import and passes.
const path = require('path');

/** The libraries a remote takes from the platform only (the lint's import rule refuses them too). */
const PLATFORM_ONLY_LIBRARIES = ['react-router', 'react-router-dom', '@tanstack/react-query', '@tanstack/query-core'];
const PLATFORM_ONLY = new RegExp(`[\\\\/]node_modules[\\\\/](${PLATFORM_ONLY_LIBRARIES.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

class PlatformOnlyLibrariesPlugin {
  apply(compiler) {
    const ownSources = path.join(compiler.context, 'src') + path.sep;
    compiler.hooks.thisCompilation.tap('PlatformOnlyLibrariesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('PlatformOnlyLibrariesPlugin', (modules) => {
        for (const module of modules) {
          if (!PLATFORM_ONLY.test(module.resource ?? '')) continue;
          const importer = compilation.moduleGraph.getIssuer(module)?.resource ?? '';
          if (!importer.startsWith(ownSources)) continue;
          const library = PLATFORM_ONLY.exec(module.resource)[1].replace(/\\/g, '/');
          compilation.errors.push(new compiler.webpack.WebpackError(`${path.relative(compiler.context, importer)} imports ${library}: import its names from '@hanpan/platform' (a second copy would not see the shell's router and QueryClient)`));
        }
      });
    });
  }
}

module.exports = { PLATFORM_ONLY_LIBRARIES, PlatformOnlyLibrariesPlugin };

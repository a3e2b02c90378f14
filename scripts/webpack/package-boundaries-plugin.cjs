// A bundle holds its package's own files, the platform's and contracts', and libraries — never a
// file of the shell, the API or another remote. Reached by a path the lint cannot read (a computed
// `import(`../../shell/src/${name}`)`, require.context, a generated file), such a file would ship a
// copy its owner's deploys never update (DX review: the shell's code built into mfe-vip with every
// check green). The build fails instead, naming the file that reached it.
const path = require('path');
const areas = require('../../platform/areas.json');

const ROOT = path.resolve(__dirname, '../..');
/** Packages whose files only their own build bundles. */
const OWN_BUILD_ONLY = ['shell', 'api', 'e2e', 'bench', ...Object.values(areas.remotes).map((a) => a.package)];
const NAME = 'PackageBoundariesPlugin';

class PackageBoundariesPlugin {
  apply(compiler) {
    const own = path.relative(ROOT, compiler.context).split(path.sep)[0];
    const foreign = OWN_BUILD_ONLY.filter((pkg) => pkg !== own).map((pkg) => path.join(ROOT, pkg) + path.sep);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          const resource = module.resource ?? '';
          const dir = foreign.find((d) => resource.startsWith(d));
          if (!dir || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          const importer = compilation.moduleGraph.getIssuer(module)?.resource ?? '?';
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${path.relative(ROOT, importer)} reaches ${path.relative(ROOT, resource)}: ${own} never bundles ${path.basename(dir)}'s files (a remote takes only @hanpan/platform and @hanpan/contracts; another remote's module is loaded at run time with loadRemoteModule)`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { PackageBoundariesPlugin };

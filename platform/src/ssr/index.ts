// Server renders (Node only): the shell's frame renderer and each remote's page renderer import
// these; browser bundles never do.
export { answerReadsWith, createServerQueryClient, oneAtATime, renderedErrorStatus, renderToMarkup, renderWithData } from './serverRender';
export { createRemotePageRenderer } from './remotePage';
export { PLATFORM_BUILD } from './platformBuild';

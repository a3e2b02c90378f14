// A test's waits are for something that will come, and they should come on a busy CI machine too:
// a page's first render there loads (and transforms) its lazy modules in seconds, not in the 1 s a
// findBy waits by default (mfe-hpc's HistoryPage.test failed so under load, and passed alone).
// A failing wait only reports later; nothing passes that did not.
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

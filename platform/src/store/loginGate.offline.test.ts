// The partner step's code (its own chunk) that does not arrive: the member is told, the click is not lost in silence.
import { createHanpanStore, MESSAGES } from '@hanpan/platform';
import { runLoginAction } from './loginGate';

jest.mock('./loginStep', () => {
  throw new Error('Loading chunk login-step failed.');
});

it("the step's code not arriving (offline) says to check the connection, and goes nowhere", async () => {
  const store = createHanpanStore();
  store.getState().setPublisher('partner');
  const deps = { store, assign: jest.fn(), currentUrl: () => '/faq', openPopup: jest.fn(() => null) };
  const done = runLoginAction(deps, { start: true });
  await new Promise((r) => setTimeout(r, 0));
  expect(store.getState().layer.current?.body).toBe(MESSAGES.network);
  store.getState().resolvePopup(true);
  await done;
  expect(deps.assign).not.toHaveBeenCalled();
  expect(deps.openPopup).not.toHaveBeenCalled();
});

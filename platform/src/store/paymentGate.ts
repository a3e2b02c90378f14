// Payment gate (SPEC §6): the partner channel takes no payments on macOS. Used by the areas' pay
// buttons, beside the login gate (loginGate.ts).
import { MESSAGES, PUBLISHER_PARTNER } from '../constants';
import { isMacOs } from '../lib/browser';
import type { GateDeps } from './loginGate';

/** The partner channel does not support payments on macOS. */
export async function ensurePaymentAllowed(deps: GateDeps): Promise<boolean> {
  const state = deps.store.getState();
  if (state.global.publisher === PUBLISHER_PARTNER && isMacOs(deps.userAgent)) {
    await state.alert(MESSAGES.macOsBlocked);
    return false;
  }
  return true;
}

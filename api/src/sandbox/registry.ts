// Payment sandbox fulfilment registry. A domain registers a kind once at import time; the sandbox
// pages price the order with quote() and, when 결제 is pressed, call fulfil() inside the completion
// transaction (after the limit check and the payment row).
import type { AppConfig } from '../config.js';
import type { Tx } from '../db/client.js';
import type { MemberRow, OrderRow } from '../db/schema/index.js';
import type { Site } from '../plugins/types.js';
import { ruleError } from '../lib/errors.js';

/**
 * The refusal of an order its page no longer describes (changed since it was shown, in another tab
 * or on another PC): `message` says what it is now. One code for the sandbox's basis check and the
 * fulfilments' own checks of what the portal page showed.
 */
export const orderChangedRefusal = (message: string) => ruleError('ERROR_ORDER_CHANGED', message);

export interface QuoteContext {
  tx: Tx;
  member: MemberRow;
  /** every query parameter of the sandbox URL, plus `id` for /use/{id} */
  params: Record<string, string>;
  site: Site;
  config: AppConfig;
}

export interface Quote {
  /** Korean product title shown as the order heading */
  title: string;
  /** price in 원 (0 for uses of something already owned: no payment row, no limit check) */
  amount: bigint;
  /** Korean lines describing what will be granted */
  lines: string[];
  /**
   * What the order was priced and described for, when more than the amount (a change: the membership
   * it changes from). The order page signs it; a completion that finds another is refused (QA: a
   * V→X change page paid after another tab's V→W change charged for a change it did not show).
   */
  basis?: string;
}

export interface FulfilContext {
  tx: Tx;
  order: OrderRow;
  member: MemberRow;
  config: AppConfig;
}

export interface RecheckContext extends FulfilContext {
  site: Site;
}

export interface Fulfilment {
  /** Throw ApiError / ruleError (Korean message) when the member may not buy this. */
  quote(ctx: QuoteContext): Promise<Quote>;
  /**
   * Checks the rules again inside the completing transaction (wallet and order locked), before
   * the payment row. Throw to refuse. Without it, quote() is run again and its amount compared.
   */
  recheck?(ctx: RecheckContext): Promise<void>;
  /** The mileage history's word for what a paid order earns (default '결제 적립': orders.ts). */
  mileageReason?: string;
  /** Grants what was bought; returns Korean result lines. Runs once per order. */
  fulfil(ctx: FulfilContext): Promise<string[]>;
  /**
   * The result page stays until the player leaves it (the opener still refreshes at once), instead
   * of moving on after 1.5 s: for results that must be read, such as a prize drawn at random.
   */
  resultStays?: boolean;
}

const registry = new Map<string, Fulfilment>();

export function registerFulfilment(kind: string, f: Fulfilment): void {
  registry.set(kind, f);
}

export function getFulfilment(kind: string): Fulfilment | undefined {
  return registry.get(kind);
}

export function fulfilmentKinds(): string[] {
  return [...registry.keys()].sort();
}

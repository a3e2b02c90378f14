// Helpers of the shop journeys: reading the shop's money, the store's dialog (members: members.ts).
import type { Page } from '@playwright/test';
import { parseKoreanMoney } from './journey-session';

export const shopMoney = async (page: Page) => parseKoreanMoney(await page.getByTestId('shop-money').innerText());

/** The store's popup dialog (alert / confirm / layer) the shell's popup host shows. */
export const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

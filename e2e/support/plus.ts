// Helpers of the Plus journeys: the sandbox order page inside a popup window (members: members.ts).
import { expect, type Page } from '@playwright/test';

/** In a popup on the sandbox order page: checks the amount and pays; waits for our result popup. */
export async function payInSandbox(popup: Page, amount?: string): Promise<void> {
  await expect(popup.getByRole('heading', { name: '주문 확인' })).toBeVisible();
  if (amount) await expect(popup.locator('[data-field="amount"]')).toHaveText(amount);
  await popup.getByRole('button', { name: '결제', exact: true }).click();
  await expect(popup.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  // the sandbox returns to our result popup, which tells the portal page to refresh
  await popup.waitForURL(/\/popup\/plus\/result/);
  await expect(popup.getByTestId('payment-result')).toBeVisible();
  // it says the payment went through (the sandbox left its result for this window)
  await expect(popup.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'COMPLETED');
}

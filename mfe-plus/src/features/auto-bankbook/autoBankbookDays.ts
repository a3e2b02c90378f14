// The days an auto-bankbook reservation can use the bankbooks on, as the member reads them.
import type { AutoBankbookDateType } from '../payment/lib/paymentUrls';

export const AUTO_BANKBOOK_DAY_NAMES: Readonly<Record<AutoBankbookDateType, string>> = { BENEFIT_DAY: '혜택일', MONTH_FIRST_DAY: '매월 1일' };

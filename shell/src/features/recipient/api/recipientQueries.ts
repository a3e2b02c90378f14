// Query-option factory of the recipient check before a money transfer or a mileage gift.
import { queryOptions } from '@tanstack/react-query';
import type { Recipient } from '@hanpan/contracts';
import { apiClient, type MemberNo } from '@hanpan/platform';

/** Which send the recipient is checked for: each applies its own rules and words. */
export type RecipientPurpose = 'transfer' | 'mileage-gift';

const PATHS: Record<RecipientPurpose, string> = {
  transfer: '/api/money-transfer/recipient',
  'mileage-gift': '/api/mileage/gift/recipient',
};

/**
 * Not under the ['member', …] prefix: every lookup counts against a per-member limit, and the
 * refreshes after a send (which invalidate 'member') would spend it on a number already confirmed.
 * The key still carries the member number, so another member never reads these answers.
 */
export const recipientKeys = {
  recipient: (memberNo: MemberNo | null, purpose: RecipientPurpose, recipientNo: number | null) => ['recipient', memberNo, purpose, recipientNo] as const,
};

/** GET /api/money-transfer/recipient | /api/mileage/gift/recipient — masked nickname, and whether the send may go. */
export const recipientQuery = (memberNo: MemberNo | null, purpose: RecipientPurpose, recipientNo: number | null) =>
  queryOptions({
    queryKey: recipientKeys.recipient(memberNo, purpose, recipientNo),
    queryFn: () => apiClient.get<Recipient>(PATHS[purpose], { params: { memberNo: String(recipientNo) } }),
  });

// Which Plus options the member holds, from the mobile member state's `membershipUser` (the
// membership as GET /api/membership/me answers it, typed in the contract as a plain JSON object):
// read field by field, anything unexpected counts as nothing held (the API checks again).
import type { HeldOptionsSource } from '@hanpan/contracts/option-groups';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

export function heldOptionsOf(membershipUser: unknown): HeldOptionsSource | null {
  if (!isRecord(membershipUser)) return null;
  const options = Array.isArray(membershipUser.options)
    ? membershipUser.options.flatMap((o: unknown) =>
        isRecord(o) && isText(o.code) && isText(o.key) && typeof o.name === 'string'
          ? // the end date where given: the 기간 연장 hint says until when it runs now
            [{ code: o.code, key: o.key, name: o.name, ...(isText(o.endDate) ? { endDate: o.endDate } : {}) }]
          : [],
      )
    : [];
  const optionCodes = Array.isArray(membershipUser.optionCodes) ? membershipUser.optionCodes.filter(isText) : [];
  return { options, optionCodes, mainCode: isText(membershipUser.mainCode) ? membershipUser.mainCode : null };
}

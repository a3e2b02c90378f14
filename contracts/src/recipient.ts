// The member a money transfer (SEND) or a mileage gift would go to, looked up before the send so
// the sender confirms who it is: one mistyped digit must not send money to a stranger.
// GET /api/money-transfer/recipient and GET /api/mileage/gift/recipient (each with its send's rules).
import { Type, type Static } from 'typebox';

/** `memberNo`: digits only (the API refuses 0 and numbers past int4 too). */
export const RecipientQuerySchema = Type.Object({
  memberNo: Type.String({ pattern: '^[0-9]{1,10}$', maxLength: 10, description: 'member number, digits', title: '회원번호' }),
});
export type RecipientQuery = Static<typeof RecipientQuerySchema>;

export const RecipientRefusalSchema = Type.Object({ code: Type.String(), message: Type.String() });

export const RecipientSchema = Type.Object({
  memberNo: Type.Integer(),
  /** partly hidden (maskNickname of '@hanpan/contracts/korean'); nothing else of the member is told */
  nickname: Type.String(),
  /** the recipient rules of the send itself (not oneself, same channel); amount limits are judged at the send */
  canReceive: Type.Boolean(),
  /** why not, when canReceive is false: the send's rule code and its Korean message */
  refusal: Type.Union([RecipientRefusalSchema, Type.Null()]),
});
export type Recipient = Static<typeof RecipientSchema>;

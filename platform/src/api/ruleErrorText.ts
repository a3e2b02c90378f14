// Title and text of the dialog shown for a rule refusal (422 body.code); each area keeps its own table.
export interface RuleErrorText {
  title: string;
  message: string;
}

// Asks before an application is sent: a championship application cannot be taken back.
import { hanpanStore } from '@hanpan/platform';

/** `applyTo`: what is applied for, as the question reads (`○○에 참가`, `○○ PC방 챔피언십에`). */
export function confirmApplication(header: string, applyTo: string): Promise<boolean> {
  return hanpanStore.getState().confirm({
    header,
    body: `${applyTo} 신청할까요?\n신청한 뒤에는 취소할 수 없습니다.`,
    submitText: '신청하기',
    // it cannot be taken back: the dialog opens on 취소 (one Enter does not apply)
    defaultFocus: 'cancel',
  });
}

// /popup/classic-sms: the classic mobile app download link by SMS — store type + phone number
// (SPEC §3). Member-state refresh is skipped on these paths (route declaration).
import { KOREAN_MOBILE_PATTERN } from '@hanpan/contracts/constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ClassicDownloadSmsBody } from '@hanpan/contracts';
import { browserGateDeps, Button, ensureLogin, hanpanStore, useSingleAction } from '@hanpan/platform';
import { alertRuleError } from '../../../lib/ruleAlert';
import { ChoiceGroup, Muted, PopupBody } from '../../../ui/layout';
import { useClassicDownloadSms } from '../hooks/useClassicDownloadSms';

const STORES: { value: ClassicDownloadSmsBody['storeType']; label: string }[] = [
  { value: 'GOOGLE', label: 'Google Play' },
  { value: 'APPLE', label: 'App Store' },
  { value: 'ONESTORE', label: 'ONE store' },
];
// the API's own rule (an 010 number has 11 digits)
const PHONE = new RegExp(KOREAN_MOBILE_PATTERN);

export function ClassicSmsForm({ onSent }: { onSent(maskedPhoneNumber: string): void }) {
  const [storeType, setStoreType] = useState<ClassicDownloadSmsBody['storeType']>('GOOGLE');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const send = useClassicDownloadSms();
  // one text per press: a double click (or Enter twice) while it is sent is the same send
  const sending = useSingleAction('plus.classicSms.send');
  const busy = sending.running || send.isPending;
  const valid = PHONE.test(phone.trim());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) {
      phoneRef.current?.focus();
      return;
    }
    await sending.run(async () => {
      if (!(await ensureLogin(browserGateDeps(hanpanStore)))) return;
      try {
        const r = await send.mutateAsync({ storeType, userPhoneNumber: phone.trim() });
        onSent(r.maskedPhoneNumber);
      } catch (err) {
        await alertRuleError(err, {}, '문자 보내기 실패');
      }
    });
  };
  return (
    <PopupBody as="form" onSubmit={(e: FormEvent) => void submit(e)} data-testid="classic-sms-form" aria-label="클래식 앱 다운로드 문자">
      <p style={{ margin: 0 }}>휴대폰으로 한판 클래식 모바일 앱 다운로드 주소를 보내 드립니다. 클래식 모바일 멤버십 통장 머니는 앱 보관함으로 지급됩니다.</p>
      <ChoiceGroup>
        <legend>스토어</legend>
        {STORES.map((s) => (
          <label key={s.value} style={{ marginRight: 12 }}>
            <input type="radio" name="storeType" value={s.value} checked={storeType === s.value} onChange={() => setStoreType(s.value)} /> {s.label}
          </label>
        ))}
      </ChoiceGroup>
      <label>
        휴대폰 번호
        <input
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/[^0-9-]/g, '').slice(0, 13))}
          onBlur={() => setTouched(true)}
          placeholder="010-1234-5678"
          ref={phoneRef}
          aria-invalid={touched && !valid}
          // the reason is read with the field when it is visited again, not only when it appears
          aria-describedby={touched && !valid ? errorId : undefined}
          style={{ display: 'block', width: '100%', marginTop: 4, padding: 8 }}
        />
      </label>
      {touched && !valid && <p id={errorId} role="alert" style={{ color: '#b91c1c', margin: 0 }}>휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)</p>}
      <Muted>문자는 같은 번호로 짧은 시간에 여러 번 보낼 수 없습니다.</Muted>
      <Button type="submit" size="l" block disabled={busy} aria-busy={busy || undefined}>문자 보내기</Button>
    </PopupBody>
  );
}

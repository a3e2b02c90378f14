// Send the mobile shop URL or the classic-download link to a Korean mobile number. The number is
// checked like the API checks it. A send, or a 429, starts that number's wait (the API's limits are
// per number): it counts down while the field holds that number, and another number may be sent.
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SmsCooldown } from '@hanpan/contracts';
import { SMS_NUMBER_COOLDOWN_MS } from '@hanpan/contracts/constants';
import { withParticle } from '@hanpan/contracts/korean';
import { Button, hanpanStore, isApiError, isRecord, useSingleAction } from '@hanpan/platform';
import { useClassicDownloadSms } from '../hooks/useClassicDownloadSms';
import { EVERY_NUMBER, useCooldown } from '../hooks/useCooldown';
import { useMobileShopUrlSms } from '../hooks/useMobileShopUrlSms';
import { phoneDigits, phoneError, phoneInputOf } from '../lib/phone';

type Kind = 'mobile-shop-url' | 'classic-download';
type Store = 'GOOGLE' | 'APPLE' | 'ONESTORE';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.m};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  legend,
  label {
    font-size: ${({ theme }) => theme.fontSizes.s};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  fieldset label {
    font-weight: normal;
    display: flex;
    gap: 6px;
    align-items: center;
  }
  input[type='tel'],
  select {
    width: 100%;
    box-sizing: border-box;
    min-height: 44px;
    padding: 0 12px;
    font-size: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  .cooldown {
    margin: 0;
    padding: ${({ theme }) => theme.space.s};
    border-radius: ${({ theme }) => theme.radii.m};
    background: #fffbeb;
    color: #92400e;
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
`;

const STORES: Record<Store, string> = { GOOGLE: 'Google Play', APPLE: 'App Store', ONESTORE: 'ONE store' };

const NUMBER_COOLDOWN_SECONDS = SMS_NUMBER_COOLDOWN_MS / 1000;

/** The wait a 429 asks for, and whether it binds this number or all (null when not a 429). */
export function smsCooldown(e: unknown): SmsCooldown | null {
  if (!isApiError(e) || e.status !== 429) return null;
  const body = e.body as Partial<SmsCooldown> | null;
  return {
    retryAfterSeconds: isRecord(body) && typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : NUMBER_COOLDOWN_SECONDS,
    scope: isRecord(body) && body.scope === 'member' ? 'member' : 'number',
  };
}

export function MobileSmsForm({ defaultKind = 'mobile-shop-url' }: { defaultKind?: Kind }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>(defaultKind);
  const [store, setStore] = useState<Store>('GOOGLE');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const shopSms = useMobileShopUrlSms();
  const classicSms = useClassicDownloadSms();
  const cooldown = useCooldown();
  const error = phoneError(phone);
  const waitSeconds = cooldown.secondsLeft(phoneDigits(phone));
  // one text per press: a double click (or Enter twice) while it is sent is the same send
  const send = useSingleAction('shop.sms.send');
  const sending = send.running || shopSms.isPending || classicSms.isPending;

  const sendText = async () => {
    // the number sent, not whatever the field holds once the answer comes
    const number = phoneDigits(phone);
    try {
      const r = kind === 'mobile-shop-url' ? await shopSms.mutateAsync({ phoneNumber: phone }) : await classicSms.mutateAsync({ storeType: store, userPhoneNumber: phone });
      cooldown.start(number, NUMBER_COOLDOWN_SECONDS);
      await hanpanStore.getState().alert({
        header: '문자 발송',
        body: `${withParticle(r.maskedPhoneNumber, '으로')} ${kind === 'mobile-shop-url' ? '모바일 상점 주소' : `한판 클래식 다운로드 링크(${STORES[store]})`}를 보냈습니다.`,
      });
    } catch (err) {
      const wait = smsCooldown(err);
      if (wait) cooldown.start(wait.scope === 'member' ? EVERY_NUMBER : number, wait.retryAfterSeconds);
      await hanpanStore.getState().alert({ header: '문자 발송', body: isApiError(err) ? err.message : '문자를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    // back to the field that says why, as the other forms do
    if (error) return phoneRef.current?.focus();
    if (waitSeconds > 0) return;
    await send.run(() => sendText());
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="문자 받기">
      <fieldset>
        <legend>받을 내용</legend>
        <label>
          <input type="radio" name="kind" checked={kind === 'mobile-shop-url'} onChange={() => setKind('mobile-shop-url')} />
          모바일 상점 주소
        </label>
        <label>
          <input type="radio" name="kind" checked={kind === 'classic-download'} onChange={() => setKind('classic-download')} />
          한판 클래식 앱 다운로드 링크
        </label>
      </fieldset>
      {kind === 'classic-download' && (
        <label>
          앱 마켓
          <select value={store} onChange={(e) => setStore(e.target.value as Store)}>
            {(Object.keys(STORES) as Store[]).map((s) => (
              <option key={s} value={s}>
                {STORES[s]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label htmlFor={`${id}-phone`}>휴대폰 번호</label>
      <input
        ref={phoneRef}
        id={`${id}-phone`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="010-1234-5678"
        value={phone}
        onChange={(e) => setPhone(phoneInputOf(e.target.value))}
        // not when the focus goes on within the form (문자 보내기): the reason appearing then moved the
        // button from under the pointer and that press was lost (QA: the first send left the focus on it)
        onBlur={(e) => {
          if (!e.currentTarget.form?.contains(e.relatedTarget)) setTouched(true);
        }}
        aria-invalid={touched && !!error}
        aria-describedby={touched && error ? `${id}-error` : undefined}
      />
      {touched && error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {waitSeconds > 0 && (
        <p className="cooldown" role="status" data-testid="sms-cooldown">
          {waitSeconds >= 120 ? `잠시 후(약 ${Math.ceil(waitSeconds / 60)}분 뒤) 다시 보낼 수 있습니다.` : `${waitSeconds}초 후에 다시 보낼 수 있습니다.`}
        </p>
      )}
      <Button type="submit" size="l" block disabled={sending || waitSeconds > 0} aria-busy={sending || undefined}>
        {waitSeconds > 0 ? `${waitSeconds}초 후 다시 보내기` : '문자 보내기'}
      </Button>
      <p style={{ margin: 0, fontSize: 12 }}>같은 번호로는 1분에 한 번, 하루 3번까지 보낼 수 있습니다. 문자 수신은 무료입니다.</p>
    </Form>
  );
}

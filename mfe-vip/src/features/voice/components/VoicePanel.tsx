// VIP voice (VIP 보이스): a VIP member writes to the VIP desk and reads the answers. The form keeps
// the text until it was sent; the API's refusals (daily limit…) show through the popup system.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import type { VipVoice, VipVoiceCategory } from '@hanpan/contracts';
import { VIP_VOICE_CONTENT, VIP_VOICE_DAILY_LIMIT, VIP_VOICE_TITLE } from '@hanpan/contracts/constants';
import { lengthProblem, visibleLength } from '@hanpan/contracts/text';
import { Button, EmptyState, ErrorState, formatCount, formatDateTime, Paging, SkeletonTable, useSingleAction } from '@hanpan/platform';
import { alertActionDone } from '@hanpan/platform/member-action';
import { useVipVoices } from '../hooks/useVipVoices';
import { useVipVoiceSend } from '../hooks/useVipVoiceSend';
import { alertVipError } from '../../../common/vipErrors';
import { Card, Muted, SectionTitle } from '../../../common/styles';

export const VOICE_CATEGORIES: ReadonlyArray<{ key: VipVoiceCategory; label: string }> = [
  { key: 'GAME', label: '게임 이용' },
  { key: 'PAYMENT', label: '결제·실적' },
  { key: 'BENEFIT', label: 'VIP 혜택' },
  { key: 'ETC', label: '기타' },
];
const CATEGORY_NAMES = Object.fromEntries(VOICE_CATEGORIES.map((c) => [c.key, c.label])) as Record<VipVoiceCategory, string>;
const PAGE_SIZE = 5;

const Form = styled.form`
  display: grid;
  gap: 10px;
  label { font-weight: 700; font-size: ${({ theme }) => theme.fontSizes.s}; }
  input, select, textarea {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 6px;
  }
  textarea { min-height: 120px; resize: vertical; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;
const FieldError = styled.p`
  margin: -4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

type VoiceField = 'title' | 'content';
type VoiceText = Record<VoiceField, string>;
const EMPTY_TEXT: VoiceText = { title: '', content: '' };
/**
 * What is wrong with each field, in the form's order (both are said at once), counted as the API
 * counts (an emoji is one character; no maxlength cutting a paste short without a word).
 */
function voiceFieldErrors({ title, content }: VoiceText): Partial<VoiceText> {
  const titleProblem = lengthProblem(title, VIP_VOICE_TITLE);
  const contentProblem = lengthProblem(content, VIP_VOICE_CONTENT);
  return { ...(titleProblem && { title: titleProblem }), ...(contentProblem && { content: contentProblem }) };
}
const Count = styled.span<{ $over: boolean }>`
  ${({ $over, theme }) => $over && `color: ${theme.colors.danger}; font-weight: 700;`}
`;
const Item = styled.li`
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 12px;
  margin-bottom: 8px;
  background: #fff;
  /* a member's words without spaces break inside the card (the head's title is a flex item: anywhere lets it shrink) */
  overflow-wrap: anywhere;
  .head { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
  p { white-space: pre-wrap; margin: 8px 0; }
  .answer { background: #f0fdf4; border-left: 4px solid #15803d; padding: 8px 10px; border-radius: 4px; }
`;
const Status = styled.span<{ $answered: boolean }>`
  font-size: 12px;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: 999px;
  color: #fff;
  background: ${({ $answered }) => ($answered ? '#15803d' : '#4b5563')};
`;

function VoiceForm({ todayCount, dailyLimit }: { todayCount: number; dailyLimit: number }) {
  const id = useId();
  const [category, setCategory] = useState<VipVoiceCategory>('GAME');
  const [text, setText] = useState<VoiceText>(EMPTY_TEXT);
  // said under the fields after a press, each cleared as its field is put right
  const [errors, setErrors] = useState<Partial<VoiceText>>({});
  const fieldRefs = { title: useRef<HTMLInputElement>(null), content: useRef<HTMLTextAreaElement>(null) };
  const send = useVipVoiceSend();
  // one voice per press: a double click (or Enter twice) while it is sent is the same send
  const sending = useSingleAction('vip.voice.send');
  const busy = sending.running || send.isPending;
  const full = todayCount >= dailyLimit;
  // counted as the check counts it: without the spaces around (QA: ten spaces read '10 / 1,000자')
  const contentLength = visibleLength(text.content.trim());
  // what both fields share: the value, clearing its line once put right, and — when at fault —
  // marked and described by that line (read again when the field is visited)
  const errorId = (field: VoiceField) => `${id}-${field}-error`;
  const fieldProps = (field: VoiceField) => ({
    id: `${id}-${field}`,
    value: text[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...text, [field]: e.target.value };
      setText(next);
      if (errors[field] && !voiceFieldErrors(next)[field]) setErrors({ ...errors, [field]: undefined });
    },
    ...(errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {}),
  });
  const errorLine = (field: VoiceField) =>
    errors[field] && (
      <FieldError id={errorId(field)} role="alert">
        {errors[field]}
      </FieldError>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = voiceFieldErrors(text);
    setErrors(found);
    const first = (['title', 'content'] as const).find((field) => found[field]);
    if (first) return void fieldRefs[first].current?.focus();
    await sending.run(async () => {
      try {
        const sent = await send.mutateAsync({ category, title: text.title.trim(), content: text.content.trim() });
        const body = 'VIP 데스크에 보냈습니다. 답변은 보통 1영업일 안에 드립니다.';
        await alertActionDone(sent, { header: 'VIP 보이스', body, earlier: `보이스 '${sent.title}' 보내기`, clearForm: () => setText(EMPTY_TEXT) });
      } catch (err) {
        await alertVipError(err, { unsure: '보이스가 보내졌는지', check: '보낸 보이스 목록을' });
      }
    });
  };
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="VIP 데스크에 보내기">
      <label htmlFor={`${id}-category`}>분류</label>
      <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value as VipVoiceCategory)}>
        {VOICE_CATEGORIES.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-title`}>제목</label>
      <input ref={fieldRefs.title} placeholder="2~50자" {...fieldProps('title')} />
      {errorLine('title')}
      <label htmlFor={`${id}-content`}>내용</label>
      <textarea ref={fieldRefs.content} placeholder="VIP 데스크에 전할 의견이나 문의를 적어 주세요. (10~1,000자)" {...fieldProps('content')} />
      {errorLine('content')}
      <Muted>
        <Count $over={contentLength > VIP_VOICE_CONTENT.max}>{formatCount(contentLength)}</Count> / {formatCount(VIP_VOICE_CONTENT.max)}자 · 오늘 {todayCount}/{dailyLimit}건 보냄
      </Muted>
      <Button type="submit" disabled={busy || full} aria-busy={busy || undefined}>
        {full ? '오늘은 더 보낼 수 없습니다' : busy ? '보내는 중…' : 'VIP 데스크에 보내기'}
      </Button>
    </Form>
  );
}

function VoiceItem({ v }: { v: VipVoice }) {
  return (
    <Item data-voice-status={v.status}>
      <div className="head">
        <strong>
          [{CATEGORY_NAMES[v.category]}] {v.title}
        </strong>
        <Status $answered={v.status === 'ANSWERED'}>{v.status === 'ANSWERED' ? '답변 완료' : '답변 대기'}</Status>
      </div>
      <Muted>{formatDateTime(v.createdAt)}</Muted>
      <p>{v.content}</p>
      {v.answer ? (
        <div className="answer">
          <strong>VIP 데스크 답변</strong> <Muted as="span">{v.answeredAt ? formatDateTime(v.answeredAt) : ''}</Muted>
          <p>{v.answer}</p>
        </div>
      ) : (
        <Muted>VIP 데스크에서 확인 중입니다. 답변이 등록되면 여기에 표시됩니다.</Muted>
      )}
    </Item>
  );
}

export function VoicePanel() {
  const [page, setPage] = useState(0);
  const { data, error, isPending, refetch } = useVipVoices({ page, size: PAGE_SIZE });
  const dailyLimit = data?.dailyLimit ?? VIP_VOICE_DAILY_LIMIT;
  return (
    <div data-testid="vip-voice">
      <Card aria-label="VIP 데스크에 보내기">
        <SectionTitle>VIP 데스크에 보내기</SectionTitle>
        <Muted>게임 이용, 결제·실적, VIP 혜택에 관한 의견과 문의를 VIP 전담 데스크가 직접 답변합니다. 하루 {dailyLimit}건까지 보낼 수 있습니다.</Muted>
        <VoiceForm todayCount={data?.todayCount ?? 0} dailyLimit={dailyLimit} />
      </Card>
      <SectionTitle>보낸 의견과 답변</SectionTitle>
      {isPending ? (
        <SkeletonTable rows={3} columns={1} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.content.length === 0 ? (
        <EmptyState message="아직 보낸 의견이 없습니다. 위에서 VIP 데스크에 첫 의견을 보내 보세요." />
      ) : (
        <>
          <ul style={{ padding: 0, margin: 0 }} aria-label="보낸 의견과 답변">
            {data.content.map((v) => (
              <VoiceItem key={v.id} v={v} />
            ))}
          </ul>
          {data.totalPages > 1 && <Paging page={page} totalPages={data.totalPages} onChange={setPage} aria-label="보낸 의견 페이지" />}
        </>
      )}
    </div>
  );
}

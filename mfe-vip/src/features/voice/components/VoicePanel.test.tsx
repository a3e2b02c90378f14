import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { VipVoicePage } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { VoicePanel } from './VoicePanel';
import { fakeVipApi, loginAs, vipWrapper } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());

const page = (over: Partial<VipVoicePage> = {}): VipVoicePage => ({
  content: [
    { id: 1, category: 'BENEFIT', title: '등급 상향권 문의', content: '어디서 쓰나요?', status: 'ANSWERED', answer: '쿠폰함에서 사용합니다.', answeredAt: '2026-06-01T01:00:00.000Z', createdAt: '2026-05-31T01:00:00.000Z' },
  ],
  page: 0, size: 5, totalElements: 1, totalPages: 1, todayCount: 0, dailyLimit: 3, ...over,
});

describe('VoicePanel', () => {
  beforeEach(() => {
    api.reset();
    loginAs(10000104);
    hanpanStore.getState().closeAllPopups();
  });

  it('lists the messages with the desk answers and sends a new one', async () => {
    api.on('get', '/api/vip/voices', { body: page() });
    api.on('post', '/api/vip/voices', (req) => ({ body: { id: 2, ...(req.body as object), status: 'RECEIVED', answer: null, answeredAt: null, createdAt: '2026-06-02T01:00:00.000Z' } }));
    render(<VoicePanel />, vipWrapper());
    expect(await screen.findByText('쿠폰함에서 사용합니다.')).toBeTruthy();
    expect(screen.getByText('답변 완료')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('분류'), { target: { value: 'PAYMENT' } });
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '실적 반영 문의' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '월말 결제는 언제 실적에 들어가나요?' } });
    fireEvent.click(screen.getByRole('button', { name: 'VIP 데스크에 보내기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toMatch(/VIP 데스크에 보냈습니다/));
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ category: 'PAYMENT', title: '실적 반영 문의', content: '월말 결제는 언제 실적에 들어가나요?' });
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('');
  });

  it('a double click sends one voice: one POST, one dialog, the button busy meanwhile', async () => {
    api.on('get', '/api/vip/voices', { body: page() });
    api.on('post', '/api/vip/voices', (req) => ({ body: { id: 2, ...(req.body as object), status: 'RECEIVED', answer: null, answeredAt: null, createdAt: '2026-06-02T01:00:00.000Z' } }));
    render(<VoicePanel />, vipWrapper());
    await screen.findByText('쿠폰함에서 사용합니다.');
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '실적 반영 문의' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '월말 결제는 언제 실적에 들어가나요?' } });
    const button = screen.getByRole('button', { name: 'VIP 데스크에 보내기' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toMatch(/VIP 데스크에 보냈습니다/));
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });

  it('too short a message is stopped before the API; the daily limit disables sending', async () => {
    api.on('get', '/api/vip/voices', { body: page({ todayCount: 3 }) });
    render(<VoicePanel />, vipWrapper());
    expect(await screen.findByRole('button', { name: '오늘은 더 보낼 수 없습니다' })).toBeTruthy();
  });

  it('says what is short under each field at once (aria-invalid, described by it), focuses the first; each clears when put right (QA)', async () => {
    api.on('get', '/api/vip/voices', { body: page({ content: [], totalElements: 0, totalPages: 0 }) });
    render(<VoicePanel />, vipWrapper());
    expect(await screen.findByText(/아직 보낸 의견이 없습니다/)).toBeTruthy();
    const title = screen.getByLabelText('제목');
    const content = screen.getByLabelText('내용');
    fireEvent.change(title, { target: { value: '가' } });
    fireEvent.change(content, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'VIP 데스크에 보내기' }));
    const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(title)).toBe('제목을 2자 이상 입력해 주세요.');
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(content)).toBe('내용을 10자 이상 입력해 주세요.');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(document.activeElement).toBe(title);
    // no dialog over the form
    expect(hanpanStore.getState().layer.current).toBeNull();
    fireEvent.change(title, { target: { value: '가나' } });
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(title.getAttribute('aria-describedby')).toBeNull();
    expect(errorOf(content)).toBe('내용을 10자 이상 입력해 주세요.');
    fireEvent.click(screen.getByRole('button', { name: 'VIP 데스크에 보내기' }));
    expect(document.activeElement).toBe(content);
    expect(api.calls.filter((c) => c.method === 'post')).toEqual([]);
  });

  it('counts characters as seen (an emoji is one, as the API counts) and says a text too long instead of cutting it (QA)', async () => {
    api.on('get', '/api/vip/voices', { body: page({ content: [], totalElements: 0, totalPages: 0 }) });
    render(<VoicePanel />, vipWrapper());
    await screen.findByText(/아직 보낸 의견이 없습니다/);
    const title = screen.getByLabelText('제목');
    const content = screen.getByLabelText('내용');
    expect(content.getAttribute('maxlength')).toBeNull();
    fireEvent.change(title, { target: { value: '🎁' } });
    fireEvent.change(content, { target: { value: '👍'.repeat(1001) } });
    expect(screen.getByText('1,001').textContent).toBe('1,001');
    fireEvent.click(screen.getByRole('button', { name: 'VIP 데스크에 보내기' }));
    const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(errorOf(title)).toBe('제목을 2자 이상 입력해 주세요.');
    expect(errorOf(content)).toBe('내용은 1,000자까지 입력할 수 있습니다. (지금 1,001자)');
    fireEvent.change(content, { target: { value: '👍'.repeat(1000) } });
    expect(content.getAttribute('aria-invalid')).toBeNull();
    // the spaces around are not counted, as the check does not count them (QA: ten spaces read 10)
    fireEvent.change(content, { target: { value: ' '.repeat(10) } });
    expect(screen.getByText('0').parentElement?.textContent).toMatch(/^0 \/ 1,000자/);
    expect(api.calls.filter((c) => c.method === 'post')).toEqual([]);
  });
});

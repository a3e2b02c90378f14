import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import type { BankbookState } from '@hanpan/contracts';
import { PC_CATALOGUE } from '../../../test/plusFixtures';
import { answerPopup, currentPopup, renderPlus } from '../../../test/renderPlus';
import { BANKBOOK_ERRORS, BANKBOOK_STATE_TITLE, BANKBOOK_USED_UP_TITLE, usedUpDetail } from '../bankbookErrorTexts';
import { BankbookPanel, usesUnderLimit } from './BankbookPanel';

const api = installFakeApi();
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().closeAllPopups());

const state = (over: Partial<BankbookState> = {}): BankbookState => ({
  mainCode: 'PM0004', totalCount: 1, usedCount: 0, remainCount: 1, moneyPerUse: '3000000000', money: '30000000', holdingLimit: '1000000000000',
  nextBenefitSchedule: '2030-01-01T00:00:00Z', errorCode: null, unusedChangeDiscount: '0', ...over,
});

describe('BankbookPanel', () => {
  it('beginner: ERROR_BEGINNING_BANKBOOK → confirm → the same use again with confirmBeginning', async () => {
    const posts: unknown[] = [];
    api.respond((req) => {
      if (req.method === 'get') return { body: state({ errorCode: 'ERROR_BEGINNING_BANKBOOK' }) };
      const body = JSON.parse(String(req.data)) as { useCount: number; confirmBeginning?: boolean };
      posts.push(body);
      return body.confirmBeginning
        ? { body: { paidMoney: '3000000000', money: '3030000000', remainCount: 0 } }
        : { status: 422, message: '통장 사용 이력이 없습니다.', body: { code: 'ERROR_BEGINNING_BANKBOOK', title: '통장 사용' } };
    });
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 사용하기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    expect(currentPopup()?.header).toBe(BANKBOOK_ERRORS.ERROR_BEGINNING_BANKBOOK.title);
    expect(currentPopup()?.body).toBe(BANKBOOK_ERRORS.ERROR_BEGINNING_BANKBOOK.message);
    // using it gives up the change discount: the safe answer has the focus
    expect(currentPopup()).toMatchObject({ submitText: '지금 사용하기', cancelText: '나중에 사용하기', defaultFocus: 'cancel' });
    act(() => void answerPopup(true));
    await waitFor(() => expect(currentPopup()?.header).toBe('통장 사용 완료'));
    expect(posts).toEqual([{ useCount: 1 }, { useCount: 1, confirmBeginning: true }]);
    // the retry of the same action reuses the Idempotency-Key only for the same payload
    const keys = api.calls.filter((c) => c.method === 'post').map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('the beginning bankbook says in plain words what using it now costs (SPEC §8: unused → discount on an immediate change)', () => {
    const { title, message } = BANKBOOK_ERRORS.ERROR_BEGINNING_BANKBOOK;
    expect(title).toBe('통장 사용');
    // what is happening: nothing used yet since joining (not 'no history', which reads like an error)
    expect(message).toContain('아직 통장을 사용하지 않았습니다');
    expect(message).not.toContain('내역이 없습니다');
    // why it matters: a change now is cheaper by the unused bankbooks, and using one lowers that
    expect(message).toContain('멤버십을 변경하면');
    expect(message).toContain('할인');
    // the question names the action
    expect(message).toMatch(/지금 통장을 사용하시겠습니까\?$/);
  });

  it('declining the beginning bankbook sends nothing more', async () => {
    let count = 0;
    api.respond((req) => {
      if (req.method === 'get') return { body: state() };
      count++;
      return { status: 422, message: 'x', body: { code: 'ERROR_BEGINNING_BANKBOOK' } };
    });
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 사용하기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    act(() => void answerPopup(false));
    await waitFor(() => expect(currentPopup()).toBeNull());
    expect(count).toBe(1);
  });

  it('a member without Plus is told to join, with the join popup one click away', async () => {
    api.respond((req) => ({ body: req.url === '/api/contents/global/membership' ? PC_CATALOGUE : state({ mainCode: '', totalCount: 0, remainCount: 0, moneyPerUse: '0', nextBenefitSchedule: null, errorCode: 'ERROR_NOT_MEMBERSHIP' }) }));
    const onOpenPopup = jest.fn();
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={onOpenPopup} />);
    const note = await screen.findByTestId('bankbook-state');
    // nothing was tried yet: a notice, not '통장 사용 실패'
    expect(screen.getByTestId('bankbook-state-title').textContent).toBe(BANKBOOK_STATE_TITLE);
    expect(note.textContent).not.toContain('실패');
    expect(note.textContent).toContain('플러스에 가입해 주세요.');
    fireEvent.click(screen.getByRole('button', { name: '플러스 가입하기' }));
    expect(onOpenPopup).toHaveBeenCalledWith('/popup/plus/join');
  });

  it('a member without Plus sees what each tier would give, not a bankbook of 0', async () => {
    api.respond((req) => ({ body: req.url === '/api/contents/global/membership' ? PC_CATALOGUE : state({ mainCode: '', totalCount: 0, remainCount: 0, moneyPerUse: '0', nextBenefitSchedule: null, errorCode: 'ERROR_NOT_MEMBERSHIP' }) }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const offer = await screen.findByTestId('bankbook-join-offer');
    await waitFor(() => expect(offer.textContent).toContain('V-Plus매월 1회 × 30억'));
    expect(offer.textContent).toContain('Z-Plus매월 4회 × 250억');
    // no counts or money per use of a bankbook the member does not have
    expect(screen.queryByText('1회 통장 머니')).toBeNull();
    expect(screen.queryByTestId('bankbook-remain')).toBeNull();
    const values = Array.from(screen.getByTestId('bankbook-panel').querySelectorAll('dd'), (d) => d.textContent);
    expect(values).not.toContain('0');
    // no use button to press, only the way in
    expect(screen.queryByRole('button', { name: '통장 사용하기' })).toBeNull();
  });

  it.each(Object.keys(BANKBOOK_ERRORS).filter((c) => c !== 'ERROR_BEGINNING_BANKBOOK' && c !== 'ERROR_USE_BANKBOOK'))('a use refused with %s all the same (the state changed meanwhile) shows its title and text', async (code) => {
    api.respond((req) => (req.method === 'get' ? { body: state() } : { status: 422, message: '서버 문구', body: { code } }));
    const onOpenPage = jest.fn();
    renderPlus(<BankbookPanel onOpenPage={onOpenPage} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 사용하기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    const text = BANKBOOK_ERRORS[code as keyof typeof BANKBOOK_ERRORS];
    expect(currentPopup()?.header).toBe(text.title);
    expect(currentPopup()?.body).toBe(text.message);
  });

  it('more uses than are left (another tab used some): the server’s words name the count left (QA: only "통장 사용에 실패했습니다")', async () => {
    const said = '이번 달 남은 통장은 1회입니다. 1회까지 사용할 수 있습니다.';
    api.respond((req) => (req.method === 'get' ? { body: state() } : { status: 422, message: said, body: { code: 'ERROR_USE_BANKBOOK', title: '통장 사용 실패', remainCount: 1 } }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 사용하기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(currentPopup()?.header).toBe('통장 사용 실패');
    expect(currentPopup()?.body).toBe(said);
  });

  it('after a refusal the page reads the state again: the button goes off with the reason', async () => {
    let money = '30000000';
    api.respond((req) => {
      if (req.method === 'get') return { body: state({ money, errorCode: money === '30000000' ? null : 'ERROR_OVERMONEY' }) };
      // the member won money in a game meanwhile
      money = '999000000000';
      return { status: 422, message: 'x', body: { code: 'ERROR_OVERMONEY' } };
    });
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 사용하기' }));
    await waitFor(() => expect(currentPopup()?.header).toBe('통장 사용 실패'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByTestId('bankbook-state').getAttribute('data-code')).toBe('ERROR_OVERMONEY'));
    const button = screen.getByRole('button', { name: '통장 사용하기' }) as HTMLButtonElement;
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('bankbook-state').id);
  });

  it('an answer lost to a timeout is no failure: 처리 결과 확인 필요, and the count and money are read again (QA: 통장 사용 실패 with the old figures)', async () => {
    let used = false;
    api.respond((req) => {
      if (req.method === 'get') return { body: used ? state({ usedCount: 1, remainCount: 0, money: '3030000000', errorCode: 'ERROR_USE_ALL_BANKBOOK' }) : state() };
      // the server paid; its answer never came
      used = true;
      throw Object.assign(new Error('timeout of 3000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED' });
    });
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 사용하기' }));
    await waitFor(() => expect(currentPopup()?.header).toBe('처리 결과 확인 필요'));
    expect(currentPopup()?.body).toContain('통장이 사용되었는지 확인하지 못했습니다');
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByTestId('bankbook-state').getAttribute('data-code')).toBe('ERROR_USE_ALL_BANKBOOK'));
    // no '통장 사용 실패' heading: it may well have been used
    expect(screen.queryByText(/통장 사용 실패/)).toBeNull();
  });

  it('a double click uses the bankbook once: one request, one 통장 사용 완료, the button locked until it closes', async () => {
    api.respond((req) => (req.method === 'get' ? { body: state() } : { body: { paidMoney: '3000000000', money: '3030000000', remainCount: 0 } }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const button = await screen.findByRole('button', { name: '통장 사용하기' });
    const start = api.calls.length;
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(currentPopup()?.header).toBe('통장 사용 완료'));
    expect(currentPopup()?.body).toBe('게임머니 30억을 받았습니다.\n남은 통장 0회');
    // the dialog is still open: the flow is not over, the button stays locked (and says it is busy)
    const locked = screen.getByRole('button', { name: /사용 중|통장 사용하기/ }) as HTMLButtonElement;
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.getAttribute('aria-busy')).toBe('true');
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByRole('button', { name: '통장 사용하기' }).getAttribute('aria-disabled')).toBeNull());
    expect(currentPopup()).toBeNull();
    expect(api.calls.slice(start).filter((c) => c.method === 'post')).toHaveLength(1);
  });

  it('a double click on a beginning bankbook asks once (plusbegin)', async () => {
    let posts = 0;
    api.respond((req) => {
      if (req.method === 'get') return { body: state({ errorCode: 'ERROR_BEGINNING_BANKBOOK' }) };
      posts++;
      return { status: 422, message: 'x', body: { code: 'ERROR_BEGINNING_BANKBOOK' } };
    });
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const button = await screen.findByRole('button', { name: '통장 사용하기' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    act(() => void answerPopup(false));
    await waitFor(() => expect(screen.getByRole('button', { name: '통장 사용하기' }).getAttribute('aria-disabled')).toBeNull());
    expect(currentPopup()).toBeNull();
    expect(posts).toBe(1);
  });

  it('over the holding limit: a neutral heading before any use, 통장 사용 실패 once a use failed', async () => {
    let gets = 0;
    api.respond((req) => {
      if (req.method === 'get') return { body: state({ errorCode: gets++ === 0 ? null : 'ERROR_OVERMONEY' }) };
      return { status: 422, message: 'x', body: { code: 'ERROR_OVERMONEY' } };
    });
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 사용하기' }));
    await waitFor(() => expect(currentPopup()?.header).toBe('통장 사용 실패'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(screen.getByTestId('bankbook-state-title').textContent).toBe('통장 사용 실패'));
    expect(screen.getByTestId('bankbook-state').textContent).toContain(BANKBOOK_ERRORS.ERROR_OVERMONEY.message.split('\n')[0]!);
  });

  it('nothing left this month (vplus after its one use): the button is off, points at the reason, and sends nothing', async () => {
    api.respond((req) => (req.method === 'get' ? { body: state({ usedCount: 1, remainCount: 0, errorCode: 'ERROR_USE_ALL_BANKBOOK' }) } : { status: 422, message: 'x', body: { code: 'ERROR_USE_ALL_BANKBOOK' } }));
    const start = api.calls.length;
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    expect((await screen.findByTestId('bankbook-remain')).textContent).toBe('0회');
    const button = screen.getByRole('button', { name: '통장 사용하기' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // the reason, visible and tied to the button: the used-up state in words, with the next benefit day
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason).toBe(screen.getByTestId('bankbook-state'));
    expect(screen.getByTestId('bankbook-state-title').textContent).toBe(BANKBOOK_USED_UP_TITLE);
    expect(BANKBOOK_USED_UP_TITLE).toBe('이번 달 통장을 모두 사용했습니다');
    expect(reason!.textContent).toContain('다음 혜택일(2030.01.01)에 새 통장이 지급됩니다.');
    // not a failure before any try; the classic mobile membership's in-app storage is not the PC V-Plus's
    expect(reason!.textContent).not.toContain('실패');
    expect(reason!.textContent).not.toContain('보관함');
    // no count to pick that can only be '0회'
    expect(screen.queryByLabelText(/사용 횟수/)).toBeNull();
    expect(screen.queryByText('0회', { selector: 'option' })).toBeNull();
    fireEvent.click(button);
    await act(async () => {});
    expect(currentPopup()).toBeNull();
    expect(api.calls.slice(start).some((c) => c.method === 'post')).toBe(false);
  });

  it('V-Plus 클래식 used up: the note says its bankbook money goes to the app storage (SPEC §8)', async () => {
    api.respond(() => ({ body: state({ mainCode: 'PM1004', usedCount: 1, remainCount: 0, errorCode: 'ERROR_USE_ALL_BANKBOOK' }) }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    expect((await screen.findByTestId('bankbook-state')).textContent).toContain('클래식 모바일 멤버십은 앱 보관함으로 지급됩니다.');
  });

  it.each([
    ['ERROR_SUGGESTION_UPGRADE', '멤버십 변경하기', 'popup', '/popup/plus/change'],
    ['ERROR_SUGGESTION_PET_SHOP', '펫샵 알아보기', 'page', '/plus/guide/option/pet'],
  ] as const)('used up with %s: the suggestion the refusal dialog offered is on the page instead', async (code, label, where, href) => {
    api.respond(() => ({ body: state({ mainCode: 'PM0006', totalCount: 3, usedCount: 3, remainCount: 0, errorCode: code }) }));
    const onOpenPage = jest.fn();
    const onOpenPopup = jest.fn();
    renderPlus(<BankbookPanel onOpenPage={onOpenPage} onOpenPopup={onOpenPopup} />);
    expect((await screen.findByRole('button', { name: '통장 사용하기' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('bankbook-state-title').textContent).toBe(BANKBOOK_USED_UP_TITLE);
    // the dialog's text and the page's say the same (used up, then what the code suggests)
    const detail = usedUpDetail(code, 'PM0006')!;
    expect(BANKBOOK_ERRORS[code].message).toMatch(new RegExp(`^${BANKBOOK_USED_UP_TITLE}\\.\\n.*${detail}$`));
    expect(screen.getByTestId('bankbook-state').textContent).toContain(detail);
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(where === 'popup' ? onOpenPopup : onOpenPage).toHaveBeenCalledWith(href);
  });

  it('used up without a code from the API all the same: still off, with the reason in words', async () => {
    api.respond(() => ({ body: state({ usedCount: 1, remainCount: 0 }) }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const button = (await screen.findByRole('button', { name: '통장 사용하기' })) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain('이번 달 통장을 모두 사용했습니다');
  });

  it('a beginning bankbook is a question, not a refusal: the button stays on', async () => {
    api.respond(() => ({ body: state({ errorCode: 'ERROR_BEGINNING_BANKBOOK' }) }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const button = (await screen.findByRole('button', { name: '통장 사용하기' })) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it.each([
    ['ERROR_PAYMENT_IN_PROGRESS', 'restricted', '정기결제가 처리 중입니다.'],
    ['ERROR_OVERMONEY', 'rich, plusover', '보유 한도를 넘게 되어'],
    ['ERROR_INIT_FAIL', '-', '통장 정보를 조회하지 못했습니다.'],
  ] as const)('with some left but %s (%s) known, the button is off with the reason and sends nothing', async (errorCode, _account, words) => {
    api.respond((req) => (req.method === 'get' ? { body: state({ totalCount: 2, remainCount: 2, errorCode }) } : { status: 422, message: 'x', body: { code: errorCode } }));
    const start = api.calls.length;
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const button = (await screen.findByRole('button', { name: '통장 사용하기' })) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason).toBe(screen.getByTestId('bankbook-state'));
    expect(reason!.textContent).toContain(words);
    expect(reason!.textContent).toContain(BANKBOOK_STATE_TITLE);
    expect((screen.getByLabelText(/사용 횟수/) as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(button);
    await act(async () => {});
    expect(currentPopup()).toBeNull();
    expect(api.calls.slice(start).some((c) => c.method === 'post')).toBe(false);
  });

  it('a state that can pass (payment in progress) can be looked at again from the page', async () => {
    let inProgress = true;
    api.respond(() => ({ body: state({ errorCode: inProgress ? 'ERROR_PAYMENT_IN_PROGRESS' : null }) }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    expect((await screen.findByRole('button', { name: '통장 사용하기' })).getAttribute('aria-disabled')).toBe('true');
    inProgress = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 확인하기' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '통장 사용하기' }).getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByTestId('bankbook-state')).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 확인하기' })).toBeNull();
  });

  it('counts that would pass the holding limit cannot be picked (2 × 30억 with 40억 of room)', async () => {
    api.respond(() => ({ body: state({ totalCount: 3, remainCount: 3, money: '996000000000' }) }));
    renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const select = (await screen.findByLabelText(/사용 횟수/)) as HTMLSelectElement;
    expect(Array.from(select.options, (o) => [o.textContent, o.disabled])).toEqual([
      ['1회', false],
      ['2회 (보유 한도 초과)', true],
      ['3회 (보유 한도 초과)', true],
    ]);
    expect((screen.getByRole('button', { name: '통장 사용하기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('usesUnderLimit counts whole uses under the limit, exact past 2^53', () => {
    const b = { moneyPerUse: '3000000000', holdingLimit: '1000000000000', money: '0' };
    expect(usesUnderLimit(b, 4)).toBe(4);
    expect(usesUnderLimit({ ...b, money: '994000000000' }, 4)).toBe(2);
    expect(usesUnderLimit({ ...b, money: '997000000001' }, 4)).toBe(0);
    expect(usesUnderLimit({ ...b, money: '997000000000' }, 4)).toBe(1);
    expect(usesUnderLimit({ moneyPerUse: '0', holdingLimit: '1', money: '5' }, 2)).toBe(2);
  });

  it('over the limit says it is the bankbook money that would pass it (the money held is still under it)', () => {
    const { message } = BANKBOOK_ERRORS.ERROR_OVERMONEY;
    expect(message.split('\n')[0]).toBe('통장 머니를 받으면 보유 한도를 넘게 되어 지금은 사용할 수 없습니다.');
    expect(message).not.toContain('초과하여');
  });

  it('links to the money history', async () => {
    api.respond(() => ({ body: state() }));
    const onOpenPage = jest.fn();
    renderPlus(<BankbookPanel onOpenPage={onOpenPage} onOpenPopup={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '통장 내역 보기' }));
    expect(onOpenPage).toHaveBeenCalledWith('/plus/me/money-history');
  });
  it('used up in another tab while a control here had the focus: the focus goes to the used-up note, not the page (QA: two tabs)', async () => {
    let remain = 2;
    api.respond(() => ({ body: state({ totalCount: 2, usedCount: 2 - remain, remainCount: remain, ...(remain === 0 && { errorCode: 'ERROR_USE_ALL_BANKBOOK' }) }) }));
    const { client } = renderPlus(<BankbookPanel onOpenPage={jest.fn()} onOpenPopup={jest.fn()} />);
    const select = await screen.findByRole('combobox', { name: /사용 횟수/ });
    select.focus();
    remain = 0;
    await act(() => client.refetchQueries());
    const note = await screen.findByTestId('bankbook-state');
    expect(note.getAttribute('data-state')).toBe('used-up');
    await waitFor(() => expect(document.activeElement).toBe(note));
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OPTION_GUIDE, OPTION_KEYS } from '../guideContent';
import { OptionDetail } from './OptionDetail';
import { plusPopups } from '../../benefits/lib/plusPopups';

jest.mock('../../benefits/lib/plusPopups', () => ({ plusPopups: { options: jest.fn() } }));

const catalogueOnly = (req: { url?: string }) => ({ body: req.url === '/api/contents/global/membership' ? PC_CATALOGUE : null });
const api = installFakeApi(catalogueOnly);
afterEach(() => api.respond(catalogueOnly));
afterAll(() => api.restore());

describe('OptionDetail', () => {
  it.each(OPTION_KEYS)('%s: its Korean name and products, no option key, service code or product code', async (key) => {
    renderPlus(<OptionDetail optionKey={key} />);
    const detail = await screen.findByTestId('option-detail');
    expect(screen.getByRole('heading', { name: OPTION_GUIDE[key].title })).toBeTruthy();
    const products = Object.values(PC_CATALOGUE.option).flat().filter((p) => p.optionKey === key);
    for (const p of products) expect(screen.getByRole('button', { name: `${p.name} 가입하기` })).toBeTruthy();
    expect(detail.textContent).not.toMatch(/옵션 키|서비스 코드/);
    expect(internalCodesIn(detail)).toEqual([]);
  });

  it('the option held (보유 한도 증가 I) offers 기간 연장, opening the options popup with its code; the other of its kind is disabled with the reason', async () => {
    api.respond((req) => (req.url === '/api/membership/me' ? { body: ZPLUS_MEMBER } : catalogueOnly(req)));
    renderPlus(<OptionDetail optionKey="limit" />);
    const extend = (await screen.findByRole('button', { name: '보유 한도 증가 I 기간 연장' })) as HTMLButtonElement;
    expect(extend.disabled).toBe(false);
    expect(extend.textContent).toBe('기간 연장');
    expect(document.getElementById(extend.getAttribute('aria-describedby')!)?.textContent).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)');
    const same = screen.getByRole('button', { name: '보유 한도 증가 II 같은 종류 이용 중' }) as HTMLButtonElement;
    expect(same.disabled).toBe(true);
    expect(document.getElementById(same.getAttribute('aria-describedby')!)?.textContent).toContain('이미 이용 중인 옵션(보유 한도 증가 I)과 같은 종류입니다.');
    expect(screen.queryByRole('button', { name: /가입하기/ })).toBeNull();
    fireEvent.click(extend);
    await waitFor(() => expect(plusPopups.options).toHaveBeenCalledWith('PO0025'));
    fireEvent.click(same);
    expect(plusPopups.options).toHaveBeenCalledTimes(1);
  });

  it('a kind not held keeps 가입하기 for the same member', async () => {
    api.respond((req) => (req.url === '/api/membership/me' ? { body: ZPLUS_MEMBER } : catalogueOnly(req)));
    renderPlus(<OptionDetail optionKey="pet" />);
    await screen.findByTestId('option-detail');
    expect((screen.getByRole('button', { name: '펫샵 베이직 가입하기' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /이용 중|기간 연장/ })).toBeNull();
  });
});

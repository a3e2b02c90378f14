import { screen } from '@testing-library/react';
import type { FakeHandler } from '@hanpan/platform/testing';
import { loginAs, renderMobile, resetStore } from '../../../test/renderMobile';
import { PcBangChampionshipLink } from './PcBangChampionshipLink';

afterEach(resetStore);

const AT_PC_BANG = { subscribe: true, type: 'METER', ip: '10.0.0.1', name: '한판 PC방 강남점', receivableCapsuleFreeTicket: 1 };
const answers =
  (applied: boolean): FakeHandler =>
  (req) =>
    req.url === '/api/pc-bang/subscription' ? { body: AT_PC_BANG } : { body: { round: 202612, count: 4, applied } };

describe('PcBangChampionshipLink', () => {
  it('at a member PC-bang, a member who has not applied is led to apply', async () => {
    loginAs(100101);
    renderMobile(<PcBangChampionshipLink />, { api: answers(false) });
    expect(await screen.findByRole('link', { name: '이번 달 PC방 챔피언십 신청하기' })).toBeTruthy();
  });

  it('a member who applied this month is told so, and led to the round, not to apply again', async () => {
    loginAs(100101);
    const { api } = renderMobile(<PcBangChampionshipLink />, { api: answers(true) });
    expect(await screen.findByRole('link', { name: '이번 달 신청 현황 보기' })).toBeTruthy();
    expect(screen.getByTestId('pc-bang-championship-state').textContent).toBe('이번 달 PC방 챔피언십에 신청했습니다.');
    expect(api.calls.map((c) => c.url)).toContain('/api/pc-bang/championship/count');
  });
});

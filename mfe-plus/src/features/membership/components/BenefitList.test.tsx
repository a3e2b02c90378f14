import { cleanup, screen, within } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OPTION_GUIDE } from '../../guide/guideContent';
import { BenefitList } from './BenefitList';

// as the API sends them: an option entry's description is the catalogue's own line
const BENEFITS = {
  mainCode: 'PM0007',
  benefits: ZPLUS_MEMBER.benefits,
  entries: [
    { key: 'free-charging', name: '무료 충전', active: false, endDateTime: null, description: '오늘 1회 남음' },
    { key: 'bankbook', name: '출금 통장', active: true, endDateTime: '2030-01-23T00:00:00.000Z', description: '통장 4회 남음' },
    { key: 'pet:PO0021', name: '펫샵 베이직', active: false, endDateTime: null, description: '혜택 기간마다 펫샵 보너스 머니 적립' },
    { key: 'pet:PO0022', name: '펫샵 스탠다드', active: true, endDateTime: '2030-01-23T00:00:00.000Z', description: '혜택 기간마다 펫샵 보너스 머니 적립' },
    { key: 'limit:PO0025', name: '보유 한도 증가 I', active: true, endDateTime: '2030-01-23T00:00:00.000Z', description: '보유 머니 한도가 늘어납니다.' },
    { key: 'discount:PO0030', name: '딜러비 할인', active: false, endDateTime: null, description: '딜러비를 랜덤 비율로 할인받습니다.' },
    { key: 'otl:PO0005', name: '좌절 방지', active: false, endDateTime: null, description: '연패 시 보너스 머니를 드립니다.' },
    { key: 'lucky-flip:PO0031', name: '럭키 플립', active: true, endDateTime: '2030-01-23T00:00:00.000Z', description: '혜택 기간마다 한 번 랜덤 뽑기 보너스' },
  ],
};

const answer = (req: { url?: string }) => ({ body: req.url === '/api/membership/me/benefits' ? BENEFITS : req.url === '/api/membership/me' ? ZPLUS_MEMBER : null });
const api = installFakeApi(answer);
afterAll(() => api.restore());

describe('BenefitList', () => {
  it("describes each option in the guide's words (the Plus pages say one thing), never by a code", async () => {
    renderPlus(<BenefitList />);
    const list = await screen.findByTestId('benefit-list');
    const row = (key: string) => list.querySelector(`[data-benefit="${key}"]`)!.textContent;
    expect(row('bankbook')).toContain('통장 4회 남음');
    expect(row('pet:PO0021')).toContain(OPTION_GUIDE.pet.summary);
    expect(row('lucky-flip:PO0031')).toContain(OPTION_GUIDE['lucky-flip'].summary);
    expect(row('lucky-flip:PO0031')).toContain('2030.01.23까지');
    expect(internalCodesIn(list)).toEqual([]);
  });

  it("says a benefit held '이용 중', one not held '미이용' — and the free charge everyone has, without Plus, '기본 제공' (QA: '미이용' beside '오늘 1회 남음')", async () => {
    renderPlus(<BenefitList />);
    const list = await screen.findByTestId('benefit-list');
    const row = (key: string) => list.querySelector(`[data-benefit="${key}"]`)!.textContent;
    expect(row('free-charging')).toContain('기본 제공');
    expect(row('free-charging')).not.toContain('미이용');
    expect(row('bankbook')).toContain('이용 중');
    expect(row('discount:PO0030')).toContain('미이용');
  });

  it("the 좌절 방지 count is shown to a member who holds the option; without it the card says '미이용' (QA: '남은 횟수 0회')", async () => {
    renderPlus(<BenefitList />);
    expect((await screen.findByTestId('benefit-otl')).textContent).toBe('미이용');
    cleanup();
    const held = { ...BENEFITS, entries: BENEFITS.entries.map((e) => (e.key === 'otl:PO0005' ? { ...e, active: true, endDateTime: '2030-01-23T00:00:00.000Z' } : e)) };
    api.respond((req) => ({ body: req.url === '/api/membership/me/benefits' ? held : req.url === '/api/membership/me' ? ZPLUS_MEMBER : null }));
    try {
      renderPlus(<BenefitList />);
      expect((await screen.findByTestId('benefit-otl')).textContent).toBe(`${ZPLUS_MEMBER.benefits.dontOtlRemainCount}회`);
    } finally {
      api.respond(answer);
    }
  });

  it('every entry has a 자세히: its benefit layer, or the option guide where it has none (좌절 방지), on this site', async () => {
    renderPlus(<BenefitList optionGuideHref={(k) => `/mobile/plus/guide/option/${k}`} />);
    const list = await screen.findByTestId('benefit-list');
    for (const e of BENEFITS.entries) {
      const row = list.querySelector(`[data-benefit="${e.key}"]`) as HTMLElement;
      expect(within(row).getByText('자세히')).toBeTruthy();
    }
    const guide = within(list.querySelector('[data-benefit="otl:PO0005"]') as HTMLElement).getByRole('link', { name: '좌절 방지 자세히 보기' });
    expect(guide.getAttribute('href')).toBe('/mobile/plus/guide/option/otl');
    // the pet shop layer is the member's own pet: only the tier held opens it, another tier its guide
    expect(within(list.querySelector('[data-benefit="pet:PO0022"]') as HTMLElement).getByRole('button', { name: '펫샵 스탠다드 자세히 보기' })).toBeTruthy();
    const petGuide = within(list.querySelector('[data-benefit="pet:PO0021"]') as HTMLElement).getByRole('link', { name: '펫샵 베이직 자세히 보기' });
    expect(petGuide.getAttribute('href')).toBe('/mobile/plus/guide/option/pet');
  });
});

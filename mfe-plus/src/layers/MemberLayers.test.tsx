import { screen } from '@testing-library/react';
import type { MembershipUser } from '@hanpan/contracts';
import { installFakeApi } from '@hanpan/platform/testing';
import { ZPLUS_MEMBER } from '../test/plusFixtures';
import { renderPlus } from '../test/renderPlus';
import { HoldingLimitIncreaseLayer } from './MemberLayers';

const api = installFakeApi();
afterAll(() => api.restore());

const withLimitOptions = (names: string[]): MembershipUser => ({
  ...ZPLUS_MEMBER,
  options: names.map((name, i) => ({ ...ZPLUS_MEMBER.options[0]!, code: i === 0 ? 'PO0025' : 'PO0026', name, membershipId: 20 + i })),
});

describe('HoldingLimitIncreaseLayer', () => {
  it('names the one limit option held', async () => {
    api.respond(() => ({ body: withLimitOptions(['보유 한도 증가 I']) }));
    renderPlus(<HoldingLimitIncreaseLayer props={{}} resolve={jest.fn()} />);
    expect((await screen.findByTestId('layer-limit-options')).textContent).toBe('보유 한도 증가 I');
  });

  it('both held (from before one of a kind was the rule): says so, beside the guide line that allows one (QA zplus)', async () => {
    api.respond(() => ({ body: withLimitOptions(['보유 한도 증가 I', '보유 한도 증가 II']) }));
    renderPlus(<HoldingLimitIncreaseLayer props={{}} resolve={jest.fn()} />);
    expect((await screen.findByTestId('layer-limit-options')).textContent).toBe('보유 한도 증가 I, 보유 한도 증가 II 이용 중 · 같은 종류의 옵션을 하나만 이용하도록 바뀌기 전부터 함께 이용해 온 옵션입니다.');
  });
});

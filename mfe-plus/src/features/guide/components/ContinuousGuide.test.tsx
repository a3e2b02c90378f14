import { screen } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { ContinuousGuide } from './ContinuousGuide';

const api = installFakeApi(() => ({ body: null }));
afterAll(() => api.restore());

describe('ContinuousGuide', () => {
  it('says the 13th payment itself is 5% off (the API discounts from the 13th group use), not the one after', async () => {
    renderPlus(<ContinuousGuide />, { memberNo: null });
    const guide = await screen.findByTestId('continuous-guide');
    expect(guide.textContent).toContain('메인 멤버십을 등급과 관계없이 연속으로 이용하면 13회째 결제부터 이용료가 5% 할인됩니다.');
    expect(guide.textContent).not.toContain('다음 결제부터');
  });
});

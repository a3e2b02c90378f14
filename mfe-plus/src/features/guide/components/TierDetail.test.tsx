import { screen } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { TierDetail } from './TierDetail';

const api = installFakeApi((req) => ({ body: req.url === '/api/contents/global/membership' ? PC_CATALOGUE : req.url === '/api/membership/me' ? ZPLUS_MEMBER : null }));
afterAll(() => api.restore());

describe('TierDetail', () => {
  it('shows the tier by its name, not its product code', async () => {
    renderPlus(<TierDetail tier="Z" />);
    const detail = await screen.findByTestId('tier-detail');
    expect(detail.textContent).toContain('Z-Plus');
    expect(detail.textContent).not.toContain('상품 코드');
    expect(internalCodesIn(detail)).toEqual([]);
  });

  it('free charges come from the server\'s table (V-Plus 하루 2회) and the change button reads naturally (X-Plus로)', async () => {
    renderPlus(<TierDetail tier="V" />);
    const detail = await screen.findByTestId('tier-detail');
    expect(detail.textContent).toContain('하루 2회');
    expect(await screen.findByRole('button', { name: 'V-Plus로 변경하기' })).toBeTruthy();
    expect(detail.textContent).not.toContain('(으)로');
  });
});

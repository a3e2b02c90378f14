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
});

import { screen } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { MembershipSummary } from './MembershipSummary';

const api = installFakeApi((req) => ({ body: req.url === '/api/membership/me' ? ZPLUS_MEMBER : null }));
afterAll(() => api.restore());

describe('MembershipSummary', () => {
  it('names the membership and its options in Korean; the payment number stays (players quote it)', async () => {
    renderPlus(<MembershipSummary />);
    const summary = await screen.findByTestId('my-plus-summary');
    expect(screen.getByTestId('my-plus-name').textContent).toBe('Z-Plus');
    expect(screen.getByTestId('my-plus-options').textContent).toContain('럭키 플립');
    expect(summary.textContent).toContain('O20291223000001');
    expect(summary.textContent).not.toContain('상품 코드');
    expect(internalCodesIn(summary)).toEqual([]);
  });
});

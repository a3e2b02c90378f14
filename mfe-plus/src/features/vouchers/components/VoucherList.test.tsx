import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { currentPopup, renderPlus } from '../../../test/renderPlus';
import { VoucherList } from './VoucherList';

const voucher = { voucherNo: 3, productCode: 'PM0005', productName: 'W-Plus 1개월 이용권', months: 1, used: false, usedAt: null, expireAt: '2030-12-31T00:00:00Z' };
const api = installFakeApi((req) => {
  if (req.url === '/api/membership/me') return { body: ZPLUS_MEMBER };
  if (req.url === '/api/membership/me/vouchers') return { body: { content: [voucher], page: 0, size: 10, totalElements: 1, totalPages: 1 } };
  return { body: null };
});
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().closeAllPopups());

describe('VoucherList', () => {
  it('a member with a running membership is told so with the right particle (Z-Plus가), never 이(가)', async () => {
    const { client } = renderPlus(<VoucherList useYn="N" />);
    const use = await screen.findByRole('button', { name: 'W-Plus 1개월 이용권 사용' });
    // the membership answer has arrived before the click
    await waitFor(() => expect(client.getQueryCache().findAll().every((q) => q.state.status === 'success')).toBe(true));
    // not '사용 가능' while a main membership runs (QA: listed as usable, then refused)
    expect(screen.getByText('멤버십 종료 후 사용 가능')).toBeTruthy();
    expect(screen.queryByText('사용 가능')).toBeNull();
    fireEvent.click(use);
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(currentPopup()?.body).toBe('이용 중인 Z-Plus가 끝난 뒤 이용권을 사용할 수 있습니다.');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { loginAs, loginNeedingStep, renderShop, resetStore } from '../../../test/renderShop';
import { AvatarPreview } from './AvatarPreview';

// The partner step's full-page load (window.location.assign) lands here: jsdom cannot navigate, and
// its Location cannot be spied on, so the browser deps keep everything but `assign`.
const mockAssign = jest.fn();
jest.mock('@hanpan/platform', () => {
  const actual = jest.requireActual<typeof import('@hanpan/platform')>('@hanpan/platform');
  return { ...actual, browserGateDeps: (store: Parameters<typeof actual.browserGateDeps>[0]) => ({ ...actual.browserGateDeps(store), assign: mockAssign }) };
});

afterEach(resetStore);

describe('AvatarPreview', () => {
  it('tells a guest that logging in compares with their own avatar', () => {
    loginAs(null);
    renderShop(<AvatarPreview preview={null} catalogue={[]} />);
    expect(screen.getByText('로그인하면 내 아바타와 비교할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("tells a partner member whose login needs a step that step, with its button — not to log in (they are logged in at the partner's)", async () => {
    const message = '서비스 이용을 위해 추가 정보를 입력해 주세요.';
    loginNeedingStep(message, 'BOTTOM_REDIRECT', '추가 정보 입력하기');
    renderShop(<AvatarPreview preview={null} catalogue={[]} />);
    expect(screen.getByText(`${message} 마치고 나면 내 아바타와 비교할 수 있습니다.`)).toBeTruthy();
    expect(screen.queryByText(/로그인하면|로그인 전/)).toBeNull();
    // the page that names the step starts it (QA: with its notice closed there was no way to it), no notice first (QA: two clicks)
    fireEvent.click(screen.getByRole('button', { name: '추가 정보 입력하기' }));
    await waitFor(() => expect(mockAssign).toHaveBeenCalledWith('/idp/partner/action?callbackUrl=%2F'));
    expect(hanpanStore.getState().layer.current).toBeNull();
  });
});

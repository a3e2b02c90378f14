import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { answerPopup, currentPopup, renderPlus } from '../../../test/renderPlus';
import { useJoinEntry } from './useJoinEntry';

let member: typeof ZPLUS_MEMBER | null = null;
const api = installFakeApi((req) => ({ body: req.url === '/api/membership/me' ? member : null }));
afterAll(() => api.restore());

function JoinButton() {
  const join = useJoinEntry();
  return <button type="button" onClick={() => void join('PM0005')}>가입</button>;
}

describe('useJoinEntry', () => {
  it('a member who holds a tier is asked, then led to the change popup at the tier asked for (no second join)', async () => {
    member = ZPLUS_MEMBER;
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    const { client } = renderPlus(<JoinButton />);
    // the membership has arrived (the entry reads it)
    await waitFor(() => expect(client.getQueryCache().getAll().some((q) => q.state.data === ZPLUS_MEMBER)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '가입' }));
    await waitFor(() => expect(currentPopup()?.header).toBe('멤버십 변경'));
    answerPopup(true);
    await waitFor(() => expect(open).toHaveBeenCalledWith('/popup/plus/change?code=PM0005', 'hanpan_plus_change', expect.any(String)));
    open.mockRestore();
  });

  it('a member without one goes to the join popup', async () => {
    member = null;
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    renderPlus(<JoinButton />);
    fireEvent.click(screen.getByRole('button', { name: '가입' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/popup/plus/join?code=PM0005', 'hanpan_plus_join', expect.any(String)));
    expect(currentPopup()).toBeNull();
    open.mockRestore();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import type { FakeHandler } from '@hanpan/platform/testing';
import { wornText } from '../hooks/useAvatarWear';
import { answerPopup, loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { WearAvatarButton } from './WearAvatarButton';

const dealer = { code: 'A1003', name: '카지노 딜러', avatarId: 1003 };
const rabbit = { code: 'N4001', name: '엔돌핀 토끼', avatarId: 1101 };

/** The member state (GET reloadable-state) and PUT /api/avatar/worn of a member wearing `worn`. */
function memberApi(worn: { id: number }): FakeHandler {
  return (req) => {
    if (req.url === '/api/contents/members/reloadable-state') return { body: { avatarId: worn.id } };
    if (req.url === '/api/avatar/worn' && req.method === 'put') {
      const { avatarCode } = JSON.parse(req.data as string) as { avatarCode: string };
      const avatar = [dealer, rabbit].find((a) => a.code === avatarCode)!;
      worn.id = avatar.avatarId;
      return { body: { avatarId: avatar.avatarId, avatarCode, name: avatar.name } };
    }
    return { body: null };
  };
}

afterEach(() => {
  resetStore();
  hanpanStore.getState().hideTooltip();
});
beforeEach(() => loginAs(31));

describe('WearAvatarButton', () => {
  it('착용하기 puts an owned avatar on: PUT with its code and an Idempotency-Key, the tooltip, and the same button then reads 착용 중 (focus kept)', async () => {
    const worn = { id: 1101 }; // bought 엔돌핀 토끼, which put it on
    const { api } = renderShop(
      <>
        <WearAvatarButton avatar={dealer} />
        <WearAvatarButton avatar={rabbit} />
      </>,
      { api: memberApi(worn) },
    );
    const rabbitButton = await screen.findByRole('button', { name: '엔돌핀 토끼 착용 중' });
    expect(rabbitButton.getAttribute('aria-disabled')).toBe('true');
    const button = screen.getByRole('button', { name: '카지노 딜러 착용하기' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBeNull();
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(hanpanStore.getState().tooltip.message).toBe('카지노 딜러를 착용했습니다.'));
    const put = api.calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('/api/avatar/worn');
    expect(JSON.parse(put.data as string)).toEqual({ avatarCode: 'A1003' });
    expect(put.headers['idempotency-key']).toBeTruthy();
    // the member state was read again: the pressed button is the worn one now, still focused
    await waitFor(() => expect(button.textContent).toBe('착용 중'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('button', { name: '엔돌핀 토끼 착용하기' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('착용 중 does nothing when pressed', async () => {
    const { api } = renderShop(<WearAvatarButton avatar={rabbit} />, { api: memberApi({ id: 1101 }) });
    const button = await screen.findByRole('button', { name: '엔돌핀 토끼 착용 중' });
    await act(async () => {
      fireEvent.click(button);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(api.calls.filter((c) => c.method === 'put')).toHaveLength(0);
    expect(hanpanStore.getState().tooltip.message).toBeNull();
  });

  it('until the member state arrives, the store’s avatar marks the worn one', () => {
    // loginAs: the store's member wears 1001
    renderShop(<WearAvatarButton avatar={{ code: 'A1001', name: '블랙 수트 신사', avatarId: 1001 }} />, { api: () => new Promise(() => undefined) });
    expect(screen.getByRole('button', { name: '블랙 수트 신사 착용 중' })).toBeTruthy();
  });

  it('a refusal (no longer held) is said in the server’s words; nothing is worn', async () => {
    renderShop(<WearAvatarButton avatar={dealer} />, {
      api: (req) =>
        req.method === 'put' ? { status: 422, message: '보유한 아바타만 착용할 수 있습니다.', body: { code: 'ERROR_AVATAR_NOT_OWNED' } } : { body: { avatarId: 1101 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '카지노 딜러 착용하기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('보유한 아바타만 착용할 수 있습니다.'));
    expect(hanpanStore.getState().layer.current?.header).toBe('아바타 착용');
    await act(async () => void answerPopup(true));
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    expect(hanpanStore.getState().tooltip.message).toBeNull();
  });

  it('says the name with the right particle', () => {
    expect(wornText('카지노 딜러')).toBe('카지노 딜러를 착용했습니다.');
    expect(wornText('포커 챔피언')).toBe('포커 챔피언을 착용했습니다.');
  });
});

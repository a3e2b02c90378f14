import { hanpanStore } from '@hanpan/platform';
import { answerPopup, resetStore } from '../../../test/renderShop';
import { startItemUse } from './useItemUse';

afterEach(resetStore);

describe('startItemUse', () => {
  it.each([
    ['블랙 수트 신사', '블랙 수트 신사는'],
    ['골드 멤버십 아이템', '골드 멤버십 아이템은'],
  ])('an item not used from the inventory is named with the right particle: %s → %s', async (name, expected) => {
    const outcome = startItemUse({ name, useUrl: null, useType: null });
    const alert = hanpanStore.getState().layer.current!;
    expect(alert.body).toBe(`${expected} 보관함에서 바로 사용하는 아이템이 아닙니다.`);
    expect(String(alert.body)).not.toContain('(는)');
    answerPopup(true);
    await expect(outcome).resolves.toBe('not-usable');
  });
});

import { hanpanStore } from '@hanpan/platform';
import { shownMemberAddress } from './shownMemberAddress';

describe('shownMemberAddress', () => {
  afterEach(() => hanpanStore.getState().setMember(null));

  it('names the member the page shows (the order page refuses another); a guest page names none', () => {
    hanpanStore.getState().setMember({ memberNo: 10000102, nickname: '테스터', avatarId: 1001, loginStatus: { code: 'LOGIN' } });
    expect(shownMemberAddress('/register/plus?code=PM0001')).toBe('/register/plus?code=PM0001&shownMember=10000102');
    hanpanStore.getState().setMember(null);
    expect(shownMemberAddress('/register/plus?code=PM0001')).toBe('/register/plus?code=PM0001');
  });
});

import { searchWith } from './searchWith';

describe('searchWith', () => {
  it('sets one parameter and keeps the others in order', () => {
    expect(searchWith('', 'gameId', 'baduki')).toBe('?gameId=baduki');
    expect(searchWith('?rank=%EC%98%81%EC%9B%85', 'gameId', 'baduki')).toBe('?rank=%EC%98%81%EC%9B%85&gameId=baduki');
    expect(searchWith('?gameId=poker7&rank=%EC%8B%A0', 'gameId', 'hoola3')).toBe('?gameId=hoola3&rank=%EC%8B%A0');
  });

  it('encodes the value and drops the other spellings of the name', () => {
    expect(searchWith('?gameid=lasudda&gclid=AD-1', 'gameId', 'baduki', ['gameid'])).toBe('?gclid=AD-1&gameId=baduki');
    expect(searchWith('?gameId=poker7', 'rank', '고수')).toBe('?gameId=poker7&rank=%EA%B3%A0%EC%88%98');
  });
});

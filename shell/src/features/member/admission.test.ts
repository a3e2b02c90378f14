import { admissionRefusal } from './admission';

// poker7's 세미프로 (SPEC §9): 10억 ~ 1조, rating 1900 ~ 2199
const SEMIPRO = { minimumGameMoney: '1000000000', maximumGameMoney: '1000000000000', minimumRating: 1900, maximumRating: 2199 };
const FREE = { minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null };

describe('admissionRefusal', () => {
  it('lets in a member inside both ranges, bounds included, and anyone into a channel without ranges', () => {
    expect(admissionRefusal(SEMIPRO, { money: '1000000000', rating: 1900 })).toBeNull();
    expect(admissionRefusal(SEMIPRO, { money: '1000000000000', rating: 2199 })).toBeNull();
    expect(admissionRefusal(FREE, { money: '0', rating: 0 })).toBeNull();
  });

  it('says why not, money first as the API checks it', () => {
    // rich (9,970억, 2,650): the QA case that was refused only on click
    expect(admissionRefusal(SEMIPRO, { money: '997000000000', rating: 2650 })).toBe('레이팅 초과');
    expect(admissionRefusal(SEMIPRO, { money: '1250000000', rating: 1850 })).toBe('레이팅 부족');
    expect(admissionRefusal(SEMIPRO, { money: '999999999', rating: 1000 })).toBe('보유 머니 부족');
    expect(admissionRefusal(SEMIPRO, { money: '3400000000000', rating: 2600 })).toBe('보유 머니 초과');
  });

  it('compares money exactly past 2^53', () => {
    const TOP = { ...FREE, maximumGameMoney: '9007199254740993' };
    expect(admissionRefusal(TOP, { money: '9007199254740993', rating: 0 })).toBeNull();
    expect(admissionRefusal(TOP, { money: '9007199254740994', rating: 0 })).toBe('보유 머니 초과');
  });
});

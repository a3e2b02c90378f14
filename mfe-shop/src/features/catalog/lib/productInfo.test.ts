import type { ShopProduct } from '@hanpan/contracts';
import { isJokerCatch, miniGameEventName, priceText, productGives, subStoreName, subStoreNote } from './productInfo';

const product = (over: Partial<ShopProduct>): ShopProduct => ({
  code: 'A1001', kind: 'A', category: 'avatar', name: '블랙 수트 신사', description: '', price: '3300', grantMoney: '300000000',
  grantEndorphin: '0', imageUrl: '/i.svg', best: false, subStore: null, avatarId: 1001, ...over,
});

describe('product info', () => {
  it('prices in 원 with thousands separators', () => {
    expect(priceText(product({ price: '33000' }))).toBe('33,000원');
  });
  it('says what each product gives', () => {
    expect(productGives(product({}))).toEqual(['아바타 착용', '게임머니 3억']);
    expect(productGives(product({ code: 'N4001', category: 'endorphin', grantMoney: '0', grantEndorphin: '30' }))).toEqual(['아바타 착용', '엔돌핀 30']);
    expect(productGives(product({ code: 'E3002', kind: 'E', category: 'money', grantMoney: '1000000000' }))).toEqual(['게임머니 10억']);
    expect(productGives(product({ code: 'C1472', kind: 'I', category: 'minigame', grantMoney: '0' }))).toEqual(['가위바위보 그레이트 이용권 1회']);
    expect(productGives(product({ code: 'C703', kind: 'I', category: 'minigame', grantMoney: '0' }))).toEqual(['조커 잡기 이용권 1회']);
    expect(productGives(product({ code: 'I2001', kind: 'I', category: 'item', grantMoney: '0' }))).toEqual(['보관함으로 1개 지급']);
  });
  it('knows the mini-game events and Joker-catch', () => {
    expect(miniGameEventName('c1433')).toBe('로얄 하프 룰렛');
    expect(miniGameEventName('C703')).toBe('조커 잡기');
    expect(miniGameEventName('A1001')).toBeNull();
    expect(isJokerCatch({ code: 'c703' })).toBe(true);
    expect(subStoreName('SEASON')).toBe('시즌 한정');
    expect(subStoreName('PLUS')).toBe('플러스 전용');
    expect(subStoreNote('PLUS')).toBe('플러스 회원만 구매할 수 있는 회원 전용 아바타');
    expect(subStoreNote('WINTER')).toBeUndefined();
    expect(subStoreName('WINTER')).toBe('WINTER');
  });
});

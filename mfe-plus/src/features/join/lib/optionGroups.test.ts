import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { heldOptionGroups, initialOptionSelection, optionGroupKey, optionGroupsOf, selectedOptions } from './optionGroups';

describe('option groups', () => {
  const groups = optionGroupsOf(PC_CATALOGUE);

  it('groups the catalogue by option kind, with its Korean name', () => {
    expect(groups.map((g) => g.key)).toEqual(['pet', 'limit', 'discount', 'otl', 'lucky-flip']);
    expect(groups.find((g) => g.key === 'pet')!.products.map((p) => p.code)).toEqual(['PO0021', 'PO0022', 'PO0023', 'PO0029']);
    expect(groups.find((g) => g.key === 'limit')!.title).toBe('보유 한도 증가');
    expect(optionGroupKey({ code: 'PO9999', optionKey: null, groupType: 'LUCKY_FLIP' })).toBe('lucky-flip');
  });

  it('the groups the member holds come from their options (and their option codes)', () => {
    expect([...heldOptionGroups(ZPLUS_MEMBER, groups)]).toEqual([
      ['limit', { code: 'PO0025', name: '보유 한도 증가 I' }],
      ['lucky-flip', { code: 'PO0031', name: '럭키 플립' }],
    ]);
    expect([...heldOptionGroups({ options: [], optionCodes: ['PO0022'] }, groups)]).toEqual([['pet', { code: 'PO0022', name: '펫샵 스탠다드' }]]);
    expect(heldOptionGroups(undefined, groups).size).toBe(0);
  });

  it('one code per group at most, never one of a held group', () => {
    const held = heldOptionGroups(ZPLUS_MEMBER, groups);
    expect(selectedOptions({ pet: 'PO0023', limit: 'PO0026', discount: 'PO0030' }, groups, held).map((p) => p.code)).toEqual(['PO0023', 'PO0030']);
    // a code that is not of its group is ignored
    expect(selectedOptions({ pet: 'PO0030' }, groups, held).map((p) => p.code)).toEqual([]);
    expect(initialOptionSelection('po0022', groups, held)).toEqual({ pet: 'PO0022' });
    expect(initialOptionSelection('PO0026', groups, held)).toEqual({});
  });
});

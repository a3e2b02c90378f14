// The forms' one-option-per-kind rule (@hanpan/contracts/option-groups, used by mfe-plus and
// mfe-mobile) against the API's own (optionGroupRefusal), on the catalogues the API serves.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { GlobalMembership, MembershipUser, MobilePersonalState, ReloadableState, WeeklyGoldMembership } from '@hanpan/contracts';
import {
  chooseOption, heldOfKind, heldOptionCodes, heldOptionGroups, heldOptionsOf, initialOptionSelection, optionGroupKey, optionGroupsOf, optionOffer, selectedOptions, weeklyGoldRunning, type OptionGroup,
} from '@hanpan/contracts/option-groups';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { optionGroupRefusal } from './rules.js';

let t: TestApp;
let pc: GlobalMembership;
let mobile: GlobalMembership;
before(async () => {
  t = await createTestApp();
  const g = await t.guest();
  pc = (await g.get<GlobalMembership>('/api/contents/global/membership')).env.body!;
  mobile = (await g.get<GlobalMembership>('/api/contents/global/mobile-membership')).env.body!;
});
after(() => t.close());

const codesOf = (groups: readonly OptionGroup[]) => groups.flatMap((g) => g.products.map((p) => p.code));

test('groups the catalogue by option kind, with the Korean name of the kind (or the area\'s own)', () => {
  const groups = optionGroupsOf(pc);
  assert.deepEqual(groups.map((g) => g.key).sort(), ['discount', 'limit', 'lucky-flip', 'otl', 'pet']);
  assert.deepEqual(groups.find((g) => g.key === 'pet')!.products.map((p) => p.code), ['PO0021', 'PO0022', 'PO0023', 'PO0029']);
  assert.equal(groups.find((g) => g.key === 'pet')!.title, '펫샵');
  assert.equal(optionGroupsOf(pc, (k) => (k === 'pet' ? '플러스 펫샵' : undefined)).find((g) => g.key === 'pet')!.title, '플러스 펫샵');
  assert.equal(optionGroupKey({ code: 'PO9999', optionKey: null, groupType: 'LUCKY_FLIP' }), 'lucky-flip');
  assert.ok(optionGroupsOf(mobile).length > 0);
});

test('a second option of a kind replaces the first, exactly where the API would refuse the two together', () => {
  for (const catalogue of [pc, mobile]) {
    const groups = optionGroupsOf(catalogue);
    const none = new Map();
    for (const a of codesOf(groups)) {
      for (const b of codesOf(groups)) {
        if (a === b) continue;
        const first = chooseOption({}, a, groups, none);
        assert.equal(first.result, 'added');
        const second = chooseOption(first.selection, b, groups, none);
        const refused = optionGroupRefusal([a, b], [])?.code === 'ERROR_OPTION_GROUP_DUPLICATED';
        assert.equal(second.result, refused ? 'replaced' : 'added', `${a} then ${b}`);
        // what the form would order is never refused
        const order = selectedOptions(second.selection, groups, none).map((p) => p.code);
        assert.equal(optionGroupRefusal(order, []), null, order.join(','));
        assert.ok(order.includes(b));
      }
    }
  }
});

test('another option of a kind held cannot be added, with the API\'s own text, wherever the API refuses it; the option held itself is its extension', () => {
  for (const catalogue of [pc, mobile]) {
    const groups = optionGroupsOf(catalogue);
    for (const h of codesOf(groups)) {
      const held = heldOptionGroups({ options: [], optionCodes: [h] }, groups);
      for (const c of codesOf(groups)) {
        const choice = chooseOption({}, c, groups, held);
        const product = groups.flatMap((g) => g.products).find((p) => p.code === c)!;
        const api = optionGroupRefusal([c], [h]);
        if (api) {
          assert.equal(choice.result, 'held', `${h} held, ${c}`);
          assert.equal(choice.result === 'held' && choice.message, api.message);
          assert.equal(optionOffer(product, held).kind, 'refused');
        } else if (c !== h) {
          assert.equal(choice.result, 'added', `${h} held, ${c}`);
          assert.equal(optionOffer(product, held).kind, 'new');
        } else {
          // the API takes the held option again as its extension (joinOption: a month more)
          assert.equal(choice.result, 'extended', `${h} held, ${c}`);
          assert.equal(optionOffer(product, held).kind, 'extension');
        }
        // what the forms would order from a link to it is what the API takes
        const order = selectedOptions(initialOptionSelection(c, groups, held), groups, held).map((p) => p.code);
        assert.deepEqual(order, api ? [] : [c], `${h} held, link to ${c}`);
        assert.equal(optionGroupRefusal(order, [h]), null);
      }
    }
  }
});

test('two of a kind held from before the rule (zplus\'s 보유 한도 증가 I and II): either is extended, exactly where the API takes it; not both in one order', () => {
  for (const catalogue of [pc, mobile]) {
    const groups = optionGroupsOf(catalogue);
    for (const g of groups) {
      for (const a of g.products) {
        for (const b of g.products) {
          if (a.code === b.code) continue;
          const heldCodes = [a.code, b.code];
          const held = heldOptionGroups({ options: [], optionCodes: heldCodes }, groups);
          assert.deepEqual(heldOfKind(held.get(g.key)).map((h) => h.code), heldCodes);
          for (const c of g.products) {
            const api = optionGroupRefusal([c.code], heldCodes);
            const choice = chooseOption({}, c.code, groups, held);
            assert.equal(choice.result, api ? 'held' : 'extended', `${heldCodes.join('+')} held, ${c.code}`);
            assert.equal(optionOffer(c, held).kind, api ? 'refused' : 'extension');
            assert.deepEqual(selectedOptions(initialOptionSelection(c.code, groups, held), groups, held).map((p) => p.code), api ? [] : [c.code]);
          }
          // one per order: the second held replaces the first in the selection, as the API refuses both
          const both = chooseOption(chooseOption({}, a.code, groups, held).selection, b.code, groups, held);
          assert.deepEqual(selectedOptions(both.selection, groups, held).map((p) => p.code), [b.code]);
          assert.equal(optionGroupRefusal([a.code, b.code], heldCodes)?.code, 'ERROR_OPTION_GROUP_DUPLICATED');
        }
      }
    }
  }
});

test('held kinds come from the membership\'s options and codes; links preselect one option per kind', () => {
  const groups = optionGroupsOf(pc);
  const held = heldOptionGroups({ options: [{ code: 'PO0025', key: 'limit', name: '보유 한도 증가 I' }], optionCodes: ['PO0025', 'PO0031'] }, groups);
  assert.deepEqual([...held], [['limit', { code: 'PO0025', name: '보유 한도 증가 I' }], ['lucky-flip', { code: 'PO0031', name: '럭키 플립' }]]);
  assert.equal(heldOptionGroups(null, groups).size, 0);
  assert.deepEqual(initialOptionSelection('po0022', groups, held), { pet: 'PO0022' });
  assert.deepEqual(initialOptionSelection('PO0026', groups, held), {});
  // the option held itself: its extension
  assert.deepEqual(initialOptionSelection('PO0025', groups, held), { limit: 'PO0025' });
  // several codes: one per kind (the first), none of a held kind
  assert.deepEqual(initialOptionSelection('PO0022,PO0029,PO0030,PO0026', groups, held), { pet: 'PO0022', discount: 'PO0030' });
  assert.deepEqual(selectedOptions({ pet: 'PO0023', limit: 'PO0026', discount: 'PO0030' }, groups, held).map((p) => p.code), ['PO0023', 'PO0030']);
  assert.deepEqual(selectedOptions({ pet: 'PO0023', limit: 'PO0025', 'lucky-flip': 'PO0031' }, groups, held).map((p) => p.code), ['PO0023', 'PO0025', 'PO0031']);
  assert.equal(chooseOption({ limit: 'PO0025' }, 'PO0025', groups, held).result, 'unchanged');
  assert.equal(chooseOption({ limit: 'PO0025' }, 'PO0026', groups, held).result, 'held');
  // the end date comes along where the membership's options give it
  const dated = heldOptionGroups({ options: [{ code: 'PO0025', key: 'limit', name: '보유 한도 증가 I', endDate: '2030-01-23T00:00:00.000Z' }], optionCodes: ['PO0025'] }, groups);
  assert.equal(dated.get('limit')?.endDate, '2030-01-23T00:00:00.000Z');
  // a code that is not of its group is ignored; the same option again changes nothing; an unknown code is not added
  assert.deepEqual(selectedOptions({ pet: 'PO0030' }, groups, held), []);
  assert.equal(chooseOption({ pet: 'PO0022' }, 'PO0022', groups, held).result, 'unchanged');
  assert.equal(chooseOption({}, 'PM0004', groups, held).result, 'unknown');
});

test('the member states\' untyped membershipUser reads as what GET /api/membership/me says is held', async () => {
  const zplus = await t.login('zplus');
  const me = (await zplus.get<MembershipUser>('/api/membership/me')).env.body!;
  const expected = {
    options: me.options.map((o) => ({ code: o.code, key: o.key, name: o.name, endDate: o.endDate })),
    optionCodes: me.optionCodes,
    mainCode: me.mainCode,
  };
  assert.ok(expected.options.length > 0 && expected.mainCode !== '');
  assert.deepEqual(heldOptionsOf((await zplus.get<ReloadableState>('/api/contents/members/reloadable-state')).env.body!.membershipUser), expected);
  assert.deepEqual(heldOptionsOf((await zplus.get<MobilePersonalState>('/api/mobile-contents/members/personal-state')).env.body!.membershipUser), expected);
  // every option code held, two of a kind included (zplus's limit I and II), where the kinds keep one
  assert.deepEqual([...heldOptionCodes(expected)].sort(), [...new Set(me.optionCodes)].sort());
  assert.ok(heldOptionCodes(expected).has('PO0025') && heldOptionCodes(expected).has('PO0026'));
  assert.equal(heldOptionCodes(null).size, 0);
  // a member without a membership: the states send null, nothing is held
  const member = await t.login('member');
  assert.equal((await member.get<ReloadableState>('/api/contents/members/reloadable-state')).env.body!.membershipUser, null);
  assert.equal(heldOptionsOf(null), null);
  // anything unexpected counts as nothing held
  assert.deepEqual(heldOptionsOf({ mainCode: 7, options: [{ code: 'PO0022' }, 'PO0023'], optionCodes: ['PO0031', 3, ''] }), { options: [], optionCodes: ['PO0031'], mainCode: null });
  assert.equal(heldOptionsOf(['PM0004']), null);
});

test('the reloadable state\'s untyped weeklyGoldMembership reads as running exactly where GET /api/membership/me/weekly-gold says joined', async () => {
  for (const id of ['zplus', 'member']) {
    const m = await t.login(id);
    const weekly = (await m.get<{ membership: WeeklyGoldMembership }>('/api/membership/me/weekly-gold')).env.body!.membership;
    const state = (await m.get<ReloadableState>('/api/contents/members/reloadable-state')).env.body!;
    assert.equal(weeklyGoldRunning(state.weeklyGoldMembership), weekly.isJoined, id);
    assert.equal(weekly.isJoined, id === 'zplus');
  }
  for (const unexpected of [null, undefined, 'ACTIVE', { isJoined: 'true' }, [{ isJoined: true }]]) assert.equal(weeklyGoldRunning(unexpected), false);
});

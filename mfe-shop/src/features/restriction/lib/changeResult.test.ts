import { changeResultState, RECENT_RESULT_MS, recentChangeMessage } from './changeResult';

const NOW = Date.parse('2026-12-05T12:00:00Z');
const state = changeResultState({ resultType: 'success', message: '구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)' }, '12', NOW);

it('the answer carries when it came and whose it was', () => {
  expect(state).toEqual({ resultType: 'success', message: '구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)', at: NOW, memberNo: '12' });
});

it('is the change just made for a while after its answer (a reload), then no longer (Back days later)', () => {
  expect(recentChangeMessage(state, 'success', '12', NOW + RECENT_RESULT_MS)).toBe(state.message);
  expect(recentChangeMessage(state, 'success', '12', NOW + RECENT_RESULT_MS + 1)).toBeNull();
  expect(recentChangeMessage(state, 'success', '12', NOW + 2 * 86_400_000)).toBeNull();
  // a clock set back since does not keep it new
  expect(recentChangeMessage(state, 'success', '12', NOW - 2 * 86_400_000)).toBeNull();
});

it('is nothing without a state of its own (a bookmark, an old entry with the message alone), for another result or another member', () => {
  expect(recentChangeMessage(undefined, 'success', '12', NOW)).toBeNull();
  expect(recentChangeMessage(null, 'success', '12', NOW)).toBeNull();
  expect(recentChangeMessage({ message: state.message }, 'success', '12', NOW)).toBeNull();
  expect(recentChangeMessage(state, 'error', '12', NOW)).toBeNull();
  expect(recentChangeMessage(state, 'success', '13', NOW)).toBeNull();
  expect(recentChangeMessage(state, 'success', null, NOW)).toBeNull();
  expect(recentChangeMessage({ ...state, memberNo: null }, 'success', null, NOW)).toBeNull();
});

import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderPlus } from '../../../test/renderPlus';
import { WeeklyGoldPanel } from './WeeklyGoldPanel';

const NOT_JOINED = { isJoined: false, maskedEmail: null, status: 'ENDED', paymentInProgress: false, payType: 'GENERAL', startDateTime: null, endDateTime: null, currentBenefitStartDateTime: null, paymentNo: null };
const api = installFakeApi((req) => {
  if (req.url === '/api/membership/me/weekly-gold') return { body: { membership: NOT_JOINED, round: null } };
  if (req.url === '/api/weekly-gold/accumulate-all-gold') return { body: { totalGold: '240', roundCount: 4 } };
  if (req.url === '/api/events/weekly-gold/prev-month-results') return { body: { totalGold: '0', rounds: [] } };
  return { body: [] };
});
afterAll(() => api.restore());

describe('WeeklyGoldPanel', () => {
  it('says the gold of every round so far and how many rounds it came from', async () => {
    renderPlus(<WeeklyGoldPanel />);
    const label = await screen.findByText('지금까지 쌓은 골드');
    await waitFor(() => expect(label.nextElementSibling?.textContent).toBe('240 (4개 회차)'));
  });
});

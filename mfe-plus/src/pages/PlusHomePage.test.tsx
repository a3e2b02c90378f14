import { screen, within } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { PLUS_ROUTES } from '../routes';
import { ZPLUS_MEMBER } from '../test/plusFixtures';
import { renderPlus } from '../test/renderPlus';
import { PlusHomePage } from './PlusHomePage';

const route = PLUS_ROUTES.find((r) => r.path === '/plus/home')!;
const api = installFakeApi((req) => ({ body: req.url === '/api/membership/me' ? ZPLUS_MEMBER : null }));
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().closeAllPopups());

describe('/plus/home', () => {
  it('the bankbook, weekly gold and over-money cards are a part with a heading a screen reader’s heading keys reach (QA: none)', async () => {
    renderPlus(<PlusHomePage route={route} />);
    const figures = screen.getByRole('region', { name: '통장, 주간 골드, 초과 머니' });
    expect(screen.getByRole('heading', { level: 2, name: '통장, 주간 골드, 초과 머니' })).toBeTruthy();
    expect(await within(figures).findByRole('button', { name: '통장 열기' })).toBeTruthy();
    expect(within(figures).getByText('초과 머니 보관함')).toBeTruthy();
  });
});

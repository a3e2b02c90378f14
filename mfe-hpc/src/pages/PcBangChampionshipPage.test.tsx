import { screen, within } from '@testing-library/react';
import { HPC_ENTRY_RULE_TEXT } from '@hanpan/contracts/championship';
import { installFakeApi } from '@hanpan/platform/testing';
import { matchPortalRoute } from '@hanpan/platform/routing';
import { renderRoutedHpc } from '../testing/renderHpc';
import { HPC_ROUTES } from '../routes';
import { PcBangChampionshipPage } from './PcBangChampionshipPage';

const route = matchPortalRoute('/championship', HPC_ROUTES)!.route;
const api = installFakeApi(() => ({ status: 401 }));
afterAll(() => api.restore());

describe('/championship guide', () => {
  it('says the HPC entry rule of /hpc/info: the monthly PC방 round is separate, no 예선 behind it', () => {
    renderRoutedHpc('/championship', <PcBangChampionshipPage route={route} />);
    const guide = screen.getByRole('region', { name: 'PC방 챔피언십 안내' });
    expect(guide.textContent).toContain(HPC_ENTRY_RULE_TEXT);
    expect(guide.textContent).toContain('PC방 챔피언십은 HPC 대회와 따로 열립니다.');
    expect(guide.textContent).not.toMatch(/예선|본선/);
    expect(within(guide).getByRole('link', { name: '대회 일정' }).getAttribute('href')).toBe('/hpc/championship');
  });
});

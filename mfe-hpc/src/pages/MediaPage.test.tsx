import { screen } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { matchPortalRoute } from '@hanpan/platform/routing';
import { renderRoutedHpc } from '../testing/renderHpc';
import { hpcAnswer } from '../testing/hpcFixtures';
import { HPC_ROUTES } from '../routes';
import { MediaPage } from './MediaPage';

const api = installFakeApi((req) => hpcAnswer(req.url, req.method));
afterAll(() => api.restore());
const route = matchPortalRoute('/hpc/media', HPC_ROUTES)!.route;

describe('/hpc/media', () => {
  it('its subtitle says what is there: videos only (every tile opens the video player), no photos', async () => {
    renderRoutedHpc('/hpc/media', <MediaPage route={route} />);
    expect(screen.getByText('대회 하이라이트와 인터뷰 영상')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '시즌 2 결승 하이라이트 재생' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('사진');
  });
});

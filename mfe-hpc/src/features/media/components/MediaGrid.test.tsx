import { fireEvent, screen } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderHpc } from '../../../testing/renderHpc';
import { hpcAnswer } from '../../../testing/hpcFixtures';
import { MediaGrid } from './MediaGrid';

const api = installFakeApi((req) => hpcAnswer(req.url, req.method));
afterAll(() => api.restore());

function renderGrid() {
  return renderHpc(<MediaGrid />);
}

describe('MediaGrid', () => {
  beforeEach(() => hanpanStore.getState().closeAllPopups());

  it('groups MAIN / HIGHLIGHT / INTERVIEW with thumbnails and an empty state for an empty group', async () => {
    const { container } = renderGrid();
    expect(await screen.findByRole('button', { name: '시즌 2 결승 하이라이트 재생' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '메인 영상' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '하이라이트' })).toBeTruthy();
    expect(screen.getByText(/인터뷰 영상이 아직 없습니다/)).toBeTruthy();
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/static/hpc/s2-final.jpg', '/static/hpc/s2-best.jpg']);
  });

  it('a broken thumbnail falls back to the drawn frame', async () => {
    const { container } = renderGrid();
    await screen.findByRole('button', { name: '시즌 2 결승 하이라이트 재생' });
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('a tile opens the player layer with the video', async () => {
    renderGrid();
    fireEvent.click(await screen.findByRole('button', { name: '시즌 2 결승 하이라이트 재생' }));
    const current = hanpanStore.getState().layer.current;
    expect(current).toMatchObject({ type: 'layer', key: 'hpc-media-player', header: '시즌 2 결승 하이라이트', props: { url: '/static/hpc/s2-final.webm' } });
  });
});

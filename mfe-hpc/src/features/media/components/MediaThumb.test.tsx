import { screen } from '@testing-library/react';
import { renderHpc } from '../../../testing/renderHpc';
import { MediaThumb } from './MediaThumb';

const ITEM = { id: 4, title: '시즌 2 우승자 인터뷰', url: '/static/hpc/s2-winner.webm', thumbnailUrl: '/static/hpc/s2-winner.jpg', displayAreaType: 'INTERVIEW' } as const;

describe('MediaThumb', () => {
  // The shipped thumbnails (api/assets/hpc, api/scripts/make-hpc-media.mjs) draw no play mark: the
  // tile's overlay is the only one, and the button says what it plays in Korean.
  it('one play mark, over the thumbnail, inside a button named in Korean', () => {
    const { container } = renderHpc(<MediaThumb item={ITEM} />);
    const button = screen.getByRole('button', { name: '시즌 2 우승자 인터뷰 재생' });
    expect(button.querySelectorAll('.play')).toHaveLength(1);
    expect(button.querySelector('.play')!.getAttribute('aria-hidden')).toBe('true');
    // the image is decoration (alt=''): its text is not read out, the title below is
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(screen.getByText('시즌 2 우승자 인터뷰')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { MediaPlayerLayer } from './MediaPlayerLayer';

describe('MediaPlayerLayer', () => {
  it('plays a video file with controls and the thumbnail as poster', () => {
    render(<MediaPlayerLayer props={{ url: '/static/hpc/s2-final.webm', title: '결승', poster: '/static/hpc/s2-final.jpg' }} resolve={jest.fn()} />);
    const video = screen.getByTestId('media-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/static/hpc/s2-final.webm');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('poster')).toBe('/static/hpc/s2-final.jpg');
    // the player asked for it to play: the dialog's focus starts on the video (its controls are the next keys)
    expect(video.hasAttribute('data-initial-focus')).toBe(true);
  });
  it('embeds YouTube and links anything else', () => {
    const { unmount } = render(<MediaPlayerLayer props={{ url: 'https://youtu.be/abcdEFGH123', title: '명장면' }} resolve={jest.fn()} />);
    expect(screen.getByTitle('명장면').getAttribute('src')).toContain('youtube-nocookie.com/embed/abcdEFGH123');
    unmount();
    render(<MediaPlayerLayer props={{ url: 'https://media.example/x', title: '인터뷰' }} resolve={jest.fn()} />);
    expect(screen.getByRole('link', { name: '인터뷰 보기' }).getAttribute('target')).toBe('_blank');
  });
});

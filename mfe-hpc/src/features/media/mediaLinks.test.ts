import { mediaSource } from './mediaLinks';

describe('mediaSource', () => {
  it('plays video files in <video>', () => {
    expect(mediaSource('/static/hpc/s2-final.webm')).toEqual({ kind: 'file', src: '/static/hpc/s2-final.webm' });
    expect(mediaSource('https://cdn.example/x.mp4?t=1')).toEqual({ kind: 'file', src: 'https://cdn.example/x.mp4?t=1' });
  });
  it('embeds YouTube links (privacy-enhanced)', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/abcdEFGH123?autoplay=1&rel=0';
    expect(mediaSource('https://youtu.be/abcdEFGH123')).toEqual({ kind: 'youtube', src: embed });
    expect(mediaSource('https://www.youtube.com/watch?v=abcdEFGH123')).toEqual({ kind: 'youtube', src: embed });
    expect(mediaSource('https://m.youtube.com/embed/abcdEFGH123')).toEqual({ kind: 'youtube', src: embed });
  });
  it('anything else is a link (never an embed of an unknown id)', () => {
    expect(mediaSource('https://media.hanpan.example/hpc/s2-final').kind).toBe('link');
    expect(mediaSource('https://youtube.com/watch?v=<script>').kind).toBe('link');
  });
});

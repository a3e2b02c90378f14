// What the player does with a media link: a video file plays in <video>, a YouTube link in its
// privacy-enhanced embed; anything else opens in a new window.
export type MediaSource = { kind: 'file'; src: string } | { kind: 'youtube'; src: string } | { kind: 'link'; src: string };

const VIDEO_FILE = /\.(webm|mp4|m4v|ogv|mov)(\?.*)?$/i;

export function mediaSource(url: string): MediaSource {
  if (VIDEO_FILE.test(url)) return { kind: 'file', src: url };
  try {
    const u = new URL(url, 'https://hanpan.invalid');
    const host = u.hostname.replace(/^www\.|^m\./, '');
    const id = host === 'youtu.be' ? u.pathname.slice(1) : host === 'youtube.com' ? (u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1] ?? '') : '';
    if (/^[A-Za-z0-9_-]{6,20}$/.test(id)) return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` };
  } catch {
    /* not a URL: a plain link */
  }
  return { kind: 'link', src: url };
}

export const MEDIA_AREA_NAMES = { MAIN: '메인 영상', HIGHLIGHT: '하이라이트', INTERVIEW: '인터뷰' } as const;
export const MEDIA_PLAYER_LAYER = 'hpc-media-player';

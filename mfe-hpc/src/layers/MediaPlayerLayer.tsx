// The championship video player: video files play in <video>, YouTube links in their embed, other
// links open in a new window. The player asked for it to play (재생), so it plays at once, and the
// player itself takes the focus: its controls (pause, volume, full screen) are the next keys.
import styled from 'styled-components';
import type { LayerContentProps } from '@hanpan/platform';
import { mediaSource } from '../features/media/mediaLinks';

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  width: 100%;
  background: #000;
  border-radius: 8px;
  overflow: hidden;
  video,
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    display: block;
  }
  /* inside the frame: its rounded overflow clipped the ring of the video the layer focuses (QA keyboard) */
  video:focus-visible,
  iframe:focus-visible {
    outline-offset: -3px;
  }
`;

export function MediaPlayerLayer({ props }: LayerContentProps) {
  const url = typeof props.url === 'string' ? props.url : '';
  const title = typeof props.title === 'string' ? props.title : '챔피언십 영상';
  const poster = typeof props.poster === 'string' ? props.poster : undefined;
  if (!url) return <p>재생할 영상 주소가 없습니다.</p>;
  const source = mediaSource(url);
  if (source.kind === 'link') {
    return (
      <p>
        이 영상은 새 창에서 재생됩니다.{' '}
        <a href={source.src} target="_blank" rel="noopener noreferrer">
          {title} 보기
        </a>
      </p>
    );
  }
  return (
    <Frame>
      {source.kind === 'file' ? (
        <video src={source.src} poster={poster} controls autoPlay playsInline aria-label={title} data-testid="media-video" data-initial-focus>
          이 브라우저에서는 영상을 재생할 수 없습니다.
        </video>
      ) : (
        <iframe src={source.src} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen data-initial-focus />
      )}
    </Frame>
  );
}

// A media tile: thumbnail (a drawn placeholder when it cannot load) with a play mark; opens the player layer.
import { useState } from 'react';
import styled from 'styled-components';
import type { HpcMediaItem } from '@hanpan/contracts';
import { hanpanStore, LAZY_IMAGE, type ImageLoading } from '@hanpan/platform';
import { MEDIA_PLAYER_LAYER } from '../mediaLinks';

const Tile = styled.button`
  appearance: none;
  border: 0;
  padding: 0;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  width: 100%;
  display: grid;
  gap: 8px;
  &:focus-visible {
    outline: 3px solid #facc15;
    outline-offset: 3px;
    border-radius: 10px;
  }
  .frame {
    position: relative;
    aspect-ratio: 16 / 9;
    border-radius: 10px;
    overflow: hidden;
    background: linear-gradient(135deg, #334155, #0f172a);
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .play {
    position: absolute;
    /* in the thumbnails' empty corner of felt, clear of the cards down to the grid's 220 px tiles
       (40 px at the right covered the last card) */
    left: 8px;
    bottom: 8px;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: rgba(15, 23, 42, 0.75);
    display: grid;
    place-items: center;
  }
  .play::after {
    content: '';
    margin-left: 3px;
    border-style: solid;
    border-width: 7px 0 7px 12px;
    border-color: transparent transparent transparent #fff;
  }
  .title {
    font-weight: 700;
    color: #fff;
  }
`;

/** loading: lazy, or at once in the page's first screen (the platform's grid rule, imageLoading) */
export function MediaThumb({ item, loading = LAZY_IMAGE }: { item: HpcMediaItem; loading?: ImageLoading }) {
  const [broken, setBroken] = useState(false);
  const open = () => void hanpanStore.getState().openLayer(MEDIA_PLAYER_LAYER, { title: item.title, url: item.url, poster: item.thumbnailUrl }, { header: item.title, size: 'l' });
  return (
    <Tile type="button" onClick={open} aria-label={`${item.title} 재생`} data-testid="media-tile">
      <span className="frame">
        {!broken && <img src={item.thumbnailUrl} alt="" {...loading} width={640} height={360} onError={() => setBroken(true)} />}
        <span className="play" aria-hidden="true" />
      </span>
      <span className="title">{item.title}</span>
    </Tile>
  );
}

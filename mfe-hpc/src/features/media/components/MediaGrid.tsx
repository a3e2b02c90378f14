// Media of one display area (or all, grouped MAIN / HIGHLIGHT / INTERVIEW) as thumbnail tiles.
import styled from 'styled-components';
import type { HpcMediaArea, HpcMediaItem } from '@hanpan/contracts';
import { EmptyState, ErrorState, imageLoading, Skeleton } from '@hanpan/platform';
import { Card, LightPanel } from '../../../ui/hpcUi';
import { useHpcMedia } from '../hooks/useHpcMedia';
import { MEDIA_AREA_NAMES } from '../mediaLinks';
import { MediaThumb } from './MediaThumb';

const Tiles = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
`;

/** The first row at the narrowest desktop width (one tile a row on a phone). */
const FIRST_ROW = 3;

function Area({ area, items, firstOnPage }: { area: HpcMediaArea; items: HpcMediaItem[]; firstOnPage: boolean }) {
  const id = `hpc-media-${area}`;
  return (
    <Card aria-labelledby={id} data-testid={`media-area-${area}`}>
      <h2 id={id}>{MEDIA_AREA_NAMES[area]}</h2>
      {items.length === 0 ? (
        <LightPanel>
          <EmptyState message={`${MEDIA_AREA_NAMES[area]} 영상이 아직 없습니다. 대회가 끝나면 올라옵니다.`} />
        </LightPanel>
      ) : (
        <Tiles>
          {items.map((m, i) => (
            <MediaThumb key={m.id} item={m} loading={imageLoading(i, { firstOnPage, firstRow: FIRST_ROW })} />
          ))}
        </Tiles>
      )}
    </Card>
  );
}

/** firstOnPage: the grid opens the page (the media page), its first row is in the first screen. */
export function MediaGrid({ area, firstOnPage = false }: { area?: HpcMediaArea; firstOnPage?: boolean }) {
  const media = useHpcMedia(area);
  if (media.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton lines={4} label="영상을 불러오는 중" />
      </Card>
    );
  }
  if (media.isError) {
    return (
      <Card>
        <LightPanel>
          <ErrorState error={media.error} onRetry={() => void media.refetch()} />
        </LightPanel>
      </Card>
    );
  }
  const areas: HpcMediaArea[] = area ? [area] : ['MAIN', 'HIGHLIGHT', 'INTERVIEW'];
  return (
    <>
      {areas.map((a, i) => (
        <Area key={a} area={a} items={media.data.filter((m) => m.displayAreaType === a)} firstOnPage={firstOnPage && i === 0} />
      ))}
    </>
  );
}

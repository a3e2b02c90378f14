// The shop's sub-title banners (global banners subTitle.shop; the partner publisher gets its own).
// Links follow the platform's one banner rule (SELF / BLANK / POPUP), the same as the home page.
import styled from 'styled-components';
import { BannerLink, SkeletonBlock, useGlobalBanners } from '@hanpan/platform';

const Strip = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 480px));
  gap: ${({ theme }) => theme.space.m};
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.l};
    overflow: hidden;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 1;
  }
`;

export function ShopSubTitleBanner() {
  const { data, isPending } = useGlobalBanners();
  if (isPending) return <SkeletonBlock $height="72px" $radius="12px" aria-hidden="true" />;
  // No banner (or the banners failed): the shop works without it, nothing to show.
  const banners = data?.subTitle.shop ?? [];
  if (banners.length === 0) return null;
  return (
    <Strip aria-label="상점 배너" data-testid="shop-banners">
      {banners.map((b) => (
        <BannerLink key={b.id} banner={b}>
          <img src={b.imageUrl} alt={b.title} width={640} height={160} />
        </BannerLink>
      ))}
    </Strip>
  );
}

// Global banners (SPEC §3): lnb, double-day, floating and main; the partner publisher gets its
// own variants from the server.
import { useState } from 'react';
import styled from 'styled-components';
import { BannerLink, ErrorState, MESSAGES, useGlobalBanners } from '@hanpan/platform';

// Link targets (SELF / BLANK / POPUP) come from the platform's BannerLink: one rule for the home
// page and every area's sub-title banners.
const Strip = styled.div`
  display: grid;
  gap: 10px;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 10px;
  }
`;
// While the banners load: the space of the main and the double-day banner (640×160 images), so the
// game list below does not jump down when they arrive (it was the home page's largest layout shift).
const BannerSlot = styled.div`
  aspect-ratio: 4 / 1;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.skeleton};
`;
const LnbList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 8px;
    background: #fff;
    border: 1px solid #e5e7eb;
    color: #1f2937;
    text-decoration: none;
    font-size: 14px;
  }
  a:hover {
    border-color: #b91c1c;
  }
`;
// A wing beside the page's 1080 px column where the viewport leaves room for it; narrower, it sits
// in the home's side column, so it never covers a game card or its 입장하기 button.
const WING_WIDTH = 180;
const Floating = styled.aside`
  position: relative;
  background: #fff;
  border-radius: 12px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  button {
    position: absolute;
    top: 4px;
    right: 4px;
    border: 0;
    border-radius: 50%;
    width: 28px;
    height: 28px;
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    cursor: pointer;
  }
  @media (min-width: ${1080 + 2 * (WING_WIDTH + 16)}px) {
    position: fixed;
    z-index: 50;
    bottom: 16px;
    left: calc(50% + 540px);
    width: ${WING_WIDTH}px;
  }
`;

export function MainBanners() {
  const banners = useGlobalBanners();
  if (banners.isError) return <ErrorState error={banners.error} onRetry={() => void banners.refetch()} />;
  if (!banners.data) {
    return (
      <Strip role="status" aria-busy="true" aria-label={MESSAGES.loading}>
        <BannerSlot />
        <BannerSlot />
      </Strip>
    );
  }
  const list = [...banners.data.main, ...banners.data.doubleDay];
  if (list.length === 0) return null;
  return (
    <Strip aria-label="이벤트 배너" data-testid="main-banners">
      {list.map((b, i) => (
        <BannerLink key={b.id} banner={b}>
          {/* the first banner is the page's largest paint: fetched at once, not lazily */}
          <img src={b.imageUrl} alt={b.title} width={640} height={160} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
        </BannerLink>
      ))}
    </Strip>
  );
}

export function LnbBanners() {
  const banners = useGlobalBanners();
  if (!banners.data || banners.data.lnb.length === 0) return null;
  return (
    <nav aria-label="바로가기 배너">
      <LnbList data-testid="lnb-banners">
        {banners.data.lnb.map((b) => (
          <li key={b.id}>
            <BannerLink banner={b}>{b.title}</BannerLink>
          </li>
        ))}
      </LnbList>
    </nav>
  );
}

export function FloatingBanner() {
  const banners = useGlobalBanners();
  const [closed, setClosed] = useState(false);
  const banner = banners.data?.floating[0];
  if (!banner || closed) return null;
  return (
    <Floating aria-label="플로팅 배너" data-testid="floating-banner">
      <BannerLink banner={banner}>
        <img src={banner.imageUrl} alt={banner.title} width={640} height={160} />
      </BannerLink>
      <button
        type="button"
        aria-label="배너 닫기"
        onClick={(e) => {
          // the button goes with the banner: the focus moves on to what Tab would reach next, not to the page's start
          const stops = [...document.querySelectorAll<HTMLElement>('a[href],button')];
          stops[stops.indexOf(e.currentTarget) + 1]?.focus();
          setClosed(true);
        }}
      >
        ×
      </button>
    </Floating>
  );
}

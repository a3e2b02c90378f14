// The events running now on the mobile home: the PC home's main and double-day banners (the goldbox,
// double mileage …) — the phone showed none (QA). Their windows open in this tab, as the member card's
// do (the window's 닫기 comes back here); a banner that leads to a PC page stays on the PC home.
import styled from 'styled-components';
import { Link, useGlobalBanners } from '@hanpan/platform';
import { Card } from '../../../ui/mobile';

const BannerList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  a {
    display: block;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 10px;
  }
`;

export function EventBanners() {
  const banners = useGlobalBanners();
  const events = [...(banners.data?.main ?? []), ...(banners.data?.doubleDay ?? [])].filter((b) => b.linkType === 'POPUP');
  if (events.length === 0) return null;
  return (
    <Card aria-labelledby="events-title" data-testid="mobile-event-banners">
      <h2 id="events-title">진행 중인 이벤트</h2>
      <BannerList>
        {events.map((b) => (
          <li key={b.id}>
            <Link to={b.linkUrl}>
              {/* the space kept while the picture comes (640×160): the menus below do not jump */}
              <img src={b.imageUrl} alt={b.title} width={640} height={160} loading="lazy" />
            </Link>
          </li>
        ))}
      </BannerList>
    </Card>
  );
}

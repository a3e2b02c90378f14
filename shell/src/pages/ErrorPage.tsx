import { useEffect } from 'react';
import { adultVerificationUrl, Button, ERROR_PAGES, Link, useLocation, type ErrorStatus } from '@hanpan/platform';
import { siteTitle } from '../siteTitle';

/** 403 adult-only, 404 not found, 500 unknown middleware, 999 service error (SPEC §2, §7). `onRetry`: the
 *  page again, in place (a proxy's HTML answer to one read put the 999 page over it: QA). */
export function ErrorPage({ status, onRetry }: { status: ErrorStatus; onRetry?: () => void }) {
  const info = ERROR_PAGES[status];
  // a popup window has its own 닫기; the portal's home does not belong in it
  const { pathname, search } = useLocation();
  const inPopup = pathname.includes('/popup');
  // shown in place of the page (a casino refusal, a 404 from an API): its title, and from the top
  useEffect(() => {
    document.title = siteTitle(info.title);
    window.scrollTo(0, 0);
  }, [info]);
  return (
    <section data-page={`error-${status}`} data-status={status} style={{ padding: '48px 0', textAlign: 'center' }}>
      {/* 404 is what players know; '403' over the adult check or '999' read as a code (QA) */}
      {status === 404 && <p style={{ fontSize: 48, fontWeight: 700, margin: 0 }}>404</p>}
      <h1>{info.title}</h1>
      <p>{info.subTitle}</p>
      {status === 403 && (
        <p>
          {/* back at the home page's casino, where 입장하기 was pressed (QA: back at the top, the casino to find again) */}
          <a href={adultVerificationUrl(pathname + search + (pathname === '/' ? '#casino-title' : ''))}>성인 인증하기</a>
        </p>
      )}
      {onRetry && (
        <p>
          <Button onClick={onRetry}>다시 시도</Button>
        </p>
      )}
      {!inPopup && (
        // a finger-sized target (44 px) on a phone; on the mobile site the mobile-twin rule makes '/' the mobile home
        <Link to="/" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: '0 12px' }}>
          한판 홈으로
        </Link>
      )}
    </section>
  );
}

export const NotFoundPage = () => <ErrorPage status={404} />;
export const UnknownMiddlewarePage = () => <ErrorPage status={500} />;
export const AdultOnlyPage = () => <ErrorPage status={403} />;
export const ServiceErrorPage = () => <ErrorPage status={999} />;

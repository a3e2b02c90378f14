import { ERROR_PAGES, type ErrorStatus } from '@hanpan/platform';
import { Link } from '@hanpan/platform';

/** 403 adult-only, 404 not found, 500 unknown middleware, 999 service error (SPEC §2, §7). */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const info = ERROR_PAGES[status];
  return (
    <section data-page={`error-${status}`} data-status={status} style={{ padding: '48px 0', textAlign: 'center' }}>
      <p style={{ fontSize: 48, fontWeight: 700, margin: 0 }}>{status}</p>
      <h1>{info.title}</h1>
      <p>{info.subTitle}</p>
      <Link to="/">한판 홈으로</Link>
    </section>
  );
}

export const NotFoundPage = () => <ErrorPage status={404} />;
export const UnknownMiddlewarePage = () => <ErrorPage status={500} />;
export const AdultOnlyPage = () => <ErrorPage status={403} />;
export const ServiceErrorPage = () => <ErrorPage status={999} />;

// The frame of a page on its way (a remote's page, a shell page's chunk, the login check before a
// member's page): empty at first (a fast load shows no flash), then the Korean line saying what is
// loading over skeleton bars, so a slow network never looks like a blank page. The delay and the bars
// are CSS in the shell's page (index.html: .remote-waiting): in the first load's code, they cost no script.
import type { CSSProperties } from 'react';

/** How long a load may take before the line shows. */
export const LOADING_LINE_DELAY_MS = 400;

type LoadingFrameProps = { what: string; late?: number; testId: string; remote?: string };

export const LoadingFrame = ({ what, late = LOADING_LINE_DELAY_MS, testId, remote }: LoadingFrameProps) => (
  <div data-testid={testId} data-remote={remote} aria-busy="true" className="remote-waiting" style={{ minHeight: 240, '--late': `${late}ms` } as CSSProperties}>
    <p role="status">{what} 불러오는 중입니다.</p>
  </div>
);

/** A shell page (its chunk, or the login check before it) on its way. */
export const PagePlaceholder = () => <LoadingFrame what="페이지를" testId="page-loading" />;

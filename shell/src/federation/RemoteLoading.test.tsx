import { act, render, screen } from '@testing-library/react';
import { AreaProviders } from '@hanpan/platform';
import { createQueryWrapper } from '@hanpan/platform/testing';
import { LOADING_LINE_DELAY_MS, PagePlaceholder } from '../features/common/LoadingFrame';
import { RemoteLoading } from './RemoteLoading';

// (the delay itself is CSS in the shell's page: `--late` is when the line shows)
const late = () => screen.getByTestId('remote-loading').style.getPropertyValue('--late');

describe('RemoteLoading', () => {
  afterEach(() => jest.useRealTimers());

  it('says what is loading after the skeleton delay (a slow network never looks blank)', () => {
    render(
      <AreaProviders client={createQueryWrapper().client}>
        <RemoteLoading remote="mfe_shop" />
      </AreaProviders>,
    );
    const frame = screen.getByTestId('remote-loading');
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('상점 화면을 불러오는 중입니다.');
    expect(late()).toBe(`${LOADING_LINE_DELAY_MS}ms`);
  });

  it("names the page on its way by its title (the area's name only while the area's routes are unknown: QA, 컬렉션북 said '상점 화면')", () => {
    render(<RemoteLoading remote="mfe_shop" title="컬렉션북" />);
    expect(screen.getByRole('status').textContent).toBe('컬렉션북 화면을 불러오는 중입니다.');
  });

  it("a shell page's chunk on its way says so, after the same delay (QA: an empty frame for 1–2.5 s before 자주 묻는 질문)", () => {
    render(<PagePlaceholder />);
    const frame = screen.getByTestId('page-loading');
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(frame.className).toBe('remote-waiting');
    expect(frame.style.getPropertyValue('--late')).toBe(`${LOADING_LINE_DELAY_MS}ms`);
    expect(screen.getByRole('status').textContent).toBe('페이지를 불러오는 중입니다.');
  });

  it("the remote's own wait keeps the clock of the shell's before it: one delay of 400 ms in all, no flash at the handoff", () => {
    jest.useFakeTimers();
    // the Suspense fallback (the parcel's code on its way), then the parcel's own frame (the remote's)
    const Frame = ({ stage }: { stage: 'shell' | 'remote' | 'none' }) => (
      <AreaProviders client={createQueryWrapper().client}>
        {stage === 'shell' ? <RemoteLoading key="fallback" remote="mfe_plus" /> : stage === 'remote' ? <RemoteLoading key="parcel" remote="mfe_plus" /> : null}
      </AreaProviders>
    );
    const view = render(<Frame stage="shell" />);
    expect(late()).toBe('400ms');
    act(() => void jest.advanceTimersByTime(300));
    view.rerender(<Frame stage="remote" />);
    expect(late()).toBe('100ms');
    act(() => void jest.advanceTimersByTime(500));
    // a frame taking over after the line showed shows it at once
    view.rerender(<Frame stage="shell" />);
    expect(late()).toBe('0ms');
    // gone, the next load starts a new wait
    view.rerender(<Frame stage="none" />);
    view.rerender(<Frame stage="remote" />);
    expect(late()).toBe('400ms');
  });
});

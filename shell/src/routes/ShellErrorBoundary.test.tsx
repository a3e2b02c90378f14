import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hanpan/platform';
import { ShellErrorBoundary } from './ShellErrorBoundary';

/** A page whose code could not be fetched until `reachable` (the browser was offline). */
let reachable = false;
function Page() {
  if (!reachable) throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  return <p>자주 묻는 질문</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('ShellErrorBoundary', () => {
  it('a page that could not load offline says so with 다시 시도, and loads by itself once the browser is online again (QA)', async () => {
    reachable = false;
    render(
      <ThemeProvider theme={theme}>
        <ShellErrorBoundary serverReachable={() => Promise.resolve(false)}>
          <Page />
        </ShellErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('shell-fallback').textContent).toContain('서버에 연결할 수 없습니다');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    reachable = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('자주 묻는 질문')).toBeTruthy();
    expect(screen.queryByTestId('shell-fallback')).toBeNull();
  });
});

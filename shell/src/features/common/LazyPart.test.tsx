import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hanpan/platform';
import { LazyPart } from './LazyPart';
import { retryableLazy } from './retryableLazy';

let quiet: jest.SpyInstance;
beforeEach(() => {
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => quiet.mockRestore());

function partThatLoadsOnAttempt(n: number) {
  let attempts = 0;
  return retryableLazy(async () => {
    attempts += 1;
    if (attempts < n) throw new Error('chunk unavailable');
    return () => <span>내용</span>;
  });
}

it("a part that cannot load shows its `failed`; the rest of the page stays", async () => {
  const Part = partThatLoadsOnAttempt(Infinity);
  render(
    <main>
      <h1>한판 홈</h1>
      <LazyPart loading={<span>불러오는 중</span>} failed={<span>자리</span>}>
        <Part />
      </LazyPart>
    </main>,
  );
  expect(screen.getByText('불러오는 중')).toBeTruthy();
  expect(await screen.findByText('자리')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '한판 홈' })).toBeTruthy();
});

it('without `failed`: the Korean message, and 다시 시도 loads the part again', async () => {
  const Part = partThatLoadsOnAttempt(2);
  // (the portal's frame: every page is inside the theme)
  render(
    <ThemeProvider theme={theme}>
      <LazyPart>
        <Part />
      </LazyPart>
    </ThemeProvider>,
  );
  expect((await screen.findByRole('alert')).textContent).toContain('화면을 불러오지 못했습니다.');
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByText('내용')).toBeTruthy();
});

it('`failed` as a function: the part offers its own 다시 시도, which loads it again', async () => {
  const Part = partThatLoadsOnAttempt(2);
  render(
    <LazyPart
      failed={(retry) => (
        <button type="button" onClick={retry}>
          다시 불러오기
        </button>
      )}
    >
      <Part />
    </LazyPart>,
  );
  await userEvent.click(await screen.findByRole('button', { name: '다시 불러오기' }));
  expect(await screen.findByText('내용')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

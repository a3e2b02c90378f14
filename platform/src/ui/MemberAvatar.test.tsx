import { render, screen } from '@testing-library/react';
import { AreaProviders } from './AreaProviders';
import { createQueryWrapper } from '../testing/queryWrapper';
import { MemberAvatar } from './MemberAvatar';

const draw = (nickname: string) => {
  const view = render(
    <AreaProviders client={createQueryWrapper().client}>
      <MemberAvatar nickname={nickname} markCode={null} />
    </AreaProviders>,
  );
  const initial = screen.getByTestId('member-avatar').querySelector('span')!.textContent;
  view.unmount();
  return initial;
};

describe('MemberAvatar', () => {
  it('shows the nickname’s first character as seen — a whole emoji, not half of it (QA: a broken box, and the server’s page differed from the browser’s)', () => {
    expect(draw('한판왕')).toBe('한');
    expect(draw('\u{1F600}한판')).toBe('\u{1F600}');
    expect(draw('')).toBe('한');
  });
});

jest.mock('../../../federation/portalConfig', () => ({ portalConfig: () => ({ overrides: mockAllowed }) }));
let mockAllowed = true;
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRemoteOverrides } from '../../../federation/registry';
import { OverrideBanner } from './OverrideBanner';

const reload = jest.fn();
beforeEach(() => {
  localStorage.clear();
  setRemoteOverrides({});
  mockAllowed = true;
});

it('shows the overridden remote and its URL in Korean; one click clears every override and reloads', async () => {
  localStorage.setItem('hanpan:override:mfe_shop', 'http://localhost:3001/mf-manifest.json');
  setRemoteOverrides({ mfe_shop: 'http://localhost:3001/mf-manifest.json' });
  render(<OverrideBanner reload={reload} />);
  expect((await screen.findByTestId('override-banner')).textContent).toContain('원격 오버라이드 사용 중: mfe_shop → http://localhost:3001/mf-manifest.json');
  await userEvent.click(screen.getByRole('button', { name: '오버라이드 해제' }));
  expect(localStorage.getItem('hanpan:override:mfe_shop')).toBeNull();
  expect(reload).toHaveBeenCalled();
});

it('says stored overrides are refused where the server does not allow them', async () => {
  mockAllowed = false;
  localStorage.setItem('hanpan:override:mfe_shop', '/x/mf-manifest.json');
  render(<OverrideBanner />);
  expect((await screen.findByTestId('override-banner')).textContent).toContain('이 환경에서 쓸 수 없습니다');
});

it('renders nothing without overrides', () => {
  const { container } = render(<OverrideBanner />);
  expect(container.innerHTML).toBe('');
});

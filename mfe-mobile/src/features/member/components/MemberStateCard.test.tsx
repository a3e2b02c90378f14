import { screen } from '@testing-library/react';
import { loginAs, renderMobile, resetStore } from '../../../test/renderMobile';
import { MemberStateCard } from './MemberStateCard';

afterEach(resetStore);

it("a guest's 로그인 goes straight to the login page and back here; 회원가입 is beside it", () => {
  loginAs(null);
  renderMobile(<MemberStateCard />, { path: '/mobile/shop?tab=money' });
  expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/idp/login?nextUrl=%2Fmobile%2Fshop%3Ftab%3Dmoney');
  expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/idp/register?inflow=mobile&callbackUrl=%2Fmobile%2Fshop%3Ftab%3Dmoney');
  // no alert first: a link, not a button
  expect(screen.queryByRole('button', { name: '로그인' })).toBeNull();
});

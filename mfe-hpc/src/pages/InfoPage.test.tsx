import { fireEvent, screen, within } from '@testing-library/react';
import { TOUCH_TARGET_PX } from '@hanpan/platform';
import { HPC_ENTRY_RULE_TEXT } from '@hanpan/contracts/championship';
import { matchPortalRoute } from '@hanpan/platform/routing';
import { renderRoutedHpc } from '../testing/renderHpc';
import { HPC_ROUTES } from '../routes';
import { InfoPage } from './InfoPage';

const route = matchPortalRoute('/hpc/info', HPC_ROUTES)!.route;

/** The CSS text styled-components wrote for the page (jsdom draws no layout, so the rules are what can be checked). */
const writtenCss = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('/hpc/info', () => {
  it('ends with the ways on as finger-sized links: applying (the HPC home), the schedule, past results', () => {
    const { history } = renderRoutedHpc('/hpc/info', <InfoPage route={route} />);
    const waysOn = screen.getByRole('navigation', { name: '대회 안내 다음 단계' });
    const links = within(waysOn).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['참가 신청하러 가기', '/hpc'],
      ['대회 일정', '/hpc/championship'],
      ['역대 기록', '/hpc/history'],
    ]);
    // the last thing on the page
    expect(waysOn.parentElement?.lastElementChild).toBe(waysOn);
    // 44 px on touch screens (platform touchTarget), for each of them
    const css = writtenCss().replace(/\s+/g, '');
    for (const a of links) {
      const own = [...a.classList].filter((c) => !c.startsWith('sc-'));
      expect(own.some((c) => css.includes(`@media(pointer:coarse){.${c}.${c}{min-width:${TOUCH_TARGET_PX}px;min-height:${TOUCH_TARGET_PX}px;}`))).toBe(true);
    }
    fireEvent.click(links[0]!);
    expect(history.url()).toBe('/hpc');
  });

  it('keeps the links inside its sentences', () => {
    renderRoutedHpc('/hpc/info', <InfoPage route={route} />);
    const how = screen.getByRole('region', { name: '진행 방식' });
    expect(within(how).getByRole('link', { name: 'HPC 홈' }).getAttribute('href')).toBe('/hpc');
    expect(within(how).getByRole('link', { name: '대회 일정' }).getAttribute('href')).toBe('/hpc/championship');
    expect(within(screen.getByRole('region', { name: '순위와 상금' })).getByRole('link', { name: '역대 기록' }).getAttribute('href')).toBe('/hpc/history');
  });

  it('states the one entry rule (apply per championship) and that the PC방 round is no way in', () => {
    renderRoutedHpc('/hpc/info', <InfoPage route={route} />);
    const who = screen.getByRole('region', { name: '참가 자격' });
    expect(who.textContent).toContain(HPC_ENTRY_RULE_TEXT);
    expect(who.textContent).toContain('PC방 챔피언십에 신청해도 HPC 대회에는 따로 참가 신청해야 합니다.');
    expect(within(who).getByRole('link', { name: 'PC방 챔피언십 안내' }).getAttribute('href')).toBe('/championship');
  });
});

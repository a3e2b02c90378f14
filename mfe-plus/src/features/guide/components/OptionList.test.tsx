import { screen, within } from '@testing-library/react';
import { coarsePointerStyle, installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OPTION_GUIDE, OPTION_KEYS } from '../guideContent';
import { OptionList } from './OptionList';

const api = installFakeApi((req) => ({ body: req.url === '/api/membership/me' ? ZPLUS_MEMBER : PC_CATALOGUE }));
afterAll(() => api.restore());

describe('OptionList', () => {
  it('names each option in Korean, without its service code', async () => {
    renderPlus(<OptionList />);
    const list = await screen.findByTestId('option-list');
    await screen.findByText(/펫샵 로얄/);
    for (const key of OPTION_KEYS) {
      const card = list.querySelector(`[data-option="${key}"]`)!;
      expect(within(card as HTMLElement).getByRole('link', { name: OPTION_GUIDE[key].title })).toBeTruthy();
    }
    expect(internalCodesIn(list)).toEqual([]);
  });

  it('a member sees the options held marked 이용 중 (zplus: 보유 한도 증가 I and 럭키 플립), the kinds not held unmarked', async () => {
    renderPlus(<OptionList />);
    await screen.findByText(/펫샵 로얄/);
    const card = (key: string) => document.querySelector(`[data-option="${key}"]`)!.textContent;
    expect(card('limit')).toContain('보유 한도 증가 이용 중');
    expect(card('limit')).toMatch(/보유 한도 증가 I 5,500원 \(이용 중\)/);
    expect(card('lucky-flip')).toContain('(이용 중)');
    expect(card('pet')).not.toContain('이용 중');
  });

  it('each option’s title link is finger-sized on a touch screen (44 px), unchanged for a mouse', async () => {
    renderPlus(<OptionList detailHref={(k) => `/mobile/plus/guide/option/${k}`} />);
    await screen.findByText(/펫샵 로얄/);
    for (const key of OPTION_KEYS) {
      const link = screen.getByRole('link', { name: OPTION_GUIDE[key].title });
      expect(link.getAttribute('href')).toBe(`/mobile/plus/guide/option/${key}`);
      const touch = coarsePointerStyle(link);
      expect(touch['min-height']).toBe('44px');
      expect(touch.display).toBe('inline-flex'); // an inline link ignores min-height
      expect(getComputedStyle(link).minHeight).not.toBe('44px');
    }
  });
});

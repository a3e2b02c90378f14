import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { PC_CATALOGUE } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OPTION_GUIDE, OPTION_KEYS } from '../guideContent';
import { OptionList } from './OptionList';

const api = installFakeApi(() => ({ body: PC_CATALOGUE }));
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
});

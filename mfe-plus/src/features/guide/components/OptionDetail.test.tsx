import { screen } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { internalCodesIn } from '../../../test/internalCodes';
import { PC_CATALOGUE } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OPTION_GUIDE, OPTION_KEYS } from '../guideContent';
import { OptionDetail } from './OptionDetail';

const api = installFakeApi((req) => ({ body: req.url === '/api/contents/global/membership' ? PC_CATALOGUE : null }));
afterAll(() => api.restore());

describe('OptionDetail', () => {
  it.each(OPTION_KEYS)('%s: its Korean name and products, no option key, service code or product code', async (key) => {
    renderPlus(<OptionDetail optionKey={key} />);
    const detail = await screen.findByTestId('option-detail');
    expect(screen.getByRole('heading', { name: OPTION_GUIDE[key].title })).toBeTruthy();
    const products = Object.values(PC_CATALOGUE.option).flat().filter((p) => p.optionKey === key);
    for (const p of products) expect(screen.getByRole('button', { name: `${p.name} 가입하기` })).toBeTruthy();
    expect(detail.textContent).not.toMatch(/옵션 키|서비스 코드/);
    expect(internalCodesIn(detail)).toEqual([]);
  });
});

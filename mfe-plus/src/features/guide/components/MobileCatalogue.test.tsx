import { screen } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import { MOBILE_CATALOGUE } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { OPTION_GUIDE } from '../guideContent';
import { MobileCatalogue } from './MobileCatalogue';

const api = installFakeApi(() => ({ body: MOBILE_CATALOGUE }));
afterAll(() => api.restore());

const card = (code: string) => document.querySelector(`[data-product="${code}"]`)!.textContent;

describe('MobileCatalogue', () => {
  it('describes the options as the PC guide does (one text), not with the catalogue\'s own lines', async () => {
    renderPlus(<MobileCatalogue />);
    await screen.findByTestId('plus-mobile-catalogue');
    for (const code of ['PO0021', 'PO0022', 'PO0023', 'PO0029']) expect(card(code)).toContain(OPTION_GUIDE.pet.summary);
    expect(card('PO0031')).toContain(OPTION_GUIDE['lucky-flip'].summary);
    expect(screen.getByTestId('plus-mobile-catalogue').textContent).not.toContain('매일');
  });

  it('the tiers keep the catalogue\'s description', async () => {
    renderPlus(<MobileCatalogue />);
    await screen.findByTestId('plus-mobile-catalogue');
    expect(card('PM0007')).toContain('매월 통장 4회');
  });

  it('the bankbook line agrees with the tier line above it, as on PC (통장 2회 × 70억), for every tier', async () => {
    renderPlus(<MobileCatalogue />);
    await screen.findByTestId('plus-mobile-catalogue');
    expect(card('PM0004')).toContain('통장 1회 × 30억');
    expect(card('PM0005')).toContain('통장 2회 × 70억');
    expect(card('PM0006')).toContain('통장 3회 × 130억');
    expect(card('PM0007')).toContain('통장 4회 × 250억');
    expect(card('PM0005')).not.toContain('통장 1회 70억');
    // options have no bankbook
    expect(card('PO0021')).not.toContain('통장');
  });
});

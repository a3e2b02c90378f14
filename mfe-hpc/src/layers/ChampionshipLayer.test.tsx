import { fireEvent, screen } from '@testing-library/react';
import { renderHpc } from '../testing/renderHpc';
import { ChampionshipLayer } from './ChampionshipLayer';
import { HPC_LAYERS } from './index';
import { layers } from './components';

describe('championship layer', () => {
  it('is declared with the until-midnight dismissal and has a component for every key', () => {
    expect(HPC_LAYERS.find((l) => l.key === 'championship')).toMatchObject({ dismissal: 'championship', owner: 'mfe_hpc' });
    expect(Object.keys(layers).sort()).toEqual(HPC_LAYERS.map((l) => l.key).sort());
  });

  it('invites to this round at the PC-bang; accepting resolves true (the opener goes to /championship)', () => {
    const resolve = jest.fn();
    renderHpc(<ChampionshipLayer props={{ round: 202605, pcBangName: '한판 PC방 강남점' }} resolve={resolve} />);
    expect(screen.getByText(/2026년 5월 회차 PC방 챔피언십/)).toBeTruthy();
    expect(screen.getByText(/한판 PC방 강남점에서 바로 신청할 수 있습니다/)).toBeTruthy();
    // the round is no way into an HPC championship (no 예선 ticket: the API gives none)
    expect(screen.getByText(/HPC 대회에는 따로 참가 신청해야 합니다/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('예선');
    fireEvent.click(screen.getByRole('button', { name: 'PC방 챔피언십 신청하러 가기' }));
    expect(resolve).toHaveBeenCalledWith(true);
  });
});

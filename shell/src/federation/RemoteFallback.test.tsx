import { render, screen } from '@testing-library/react';
import { RemoteFallback } from './RemoteFallback';

describe('RemoteFallback', () => {
  it('draws its title dark on its pale box whatever the page around it (HPC’s dark page made it light grey)', () => {
    render(
      <div style={{ color: 'rgb(229, 231, 235)' }}>
        <RemoteFallback remote="mfe_hpc" kind="load" onRetry={() => undefined} />
      </div>,
    );
    expect(getComputedStyle(screen.getByRole('heading')).color).toBe('rgb(17, 24, 39)');
  });
});

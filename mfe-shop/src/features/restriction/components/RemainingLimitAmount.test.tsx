import { render } from '@testing-library/react';
import { AreaProviders } from '@hanpan/platform';
import { createQueryWrapper } from '@hanpan/platform/testing';
import { RemainingLimitAmount } from './RemainingLimitAmount';

const text = (limit: { remainingMonth: string; remainingDay: string | null }) =>
  render(
    <AreaProviders client={createQueryWrapper().client}>
      <RemainingLimitAmount limit={limit} />
    </AreaProviders>,
  ).container.textContent;

describe('RemainingLimitAmount', () => {
  it("names today's remainder only when a day limit leaves less than the month", () => {
    expect(text({ remainingMonth: '1000000', remainingDay: null })).toBe('1,000,000원');
    expect(text({ remainingMonth: '1000000', remainingDay: '5000' })).toBe('1,000,000원 (오늘 5,000원)');
    expect(text({ remainingMonth: '200000', remainingDay: '300000' })).toBe('200,000원');
  });
});

// The mobile layout pieces' spacing: a row of chips that ends its card leaves no empty band under it.
import { render, screen } from '@testing-library/react';
import { Card, Chips, Stack } from './mobile';

describe('Chips', () => {
  it('has no bottom margin when it ends its card (the home card 게임별 규칙 보기 had an empty band under its chips)', () => {
    render(
      <Card>
        <h2>게임별 규칙 보기</h2>
        <Chips aria-label="게임별 규칙">
          <a href="/a">7포커</a>
        </Chips>
      </Card>,
    );
    expect(getComputedStyle(screen.getByRole('navigation', { name: '게임별 규칙' })).marginBottom).toBe('0px');
  });

  it('keeps its space above what follows it', () => {
    render(
      <Stack>
        <Chips aria-label="상점 분류">
          <a href="/a">인기 상품</a>
        </Chips>
        <Card>상품</Card>
      </Stack>,
    );
    expect(getComputedStyle(screen.getByRole('navigation', { name: '상점 분류' })).marginBottom).toBe('16px');
  });
});

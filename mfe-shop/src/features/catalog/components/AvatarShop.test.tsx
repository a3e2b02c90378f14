import { fireEvent, screen, within } from '@testing-library/react';
import type { ShopProduct } from '@hanpan/contracts';
import { loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { AvatarShop } from './AvatarShop';

const avatar = (code: string, name: string, price: string, avatarId: number): ShopProduct => ({
  code, kind: 'A', category: 'avatar', name, description: '', price, grantMoney: '100000000', grantEndorphin: '0', imageUrl: `/api/images/product/${code}.svg`, best: false, subStore: null, avatarId,
});
const products = [avatar('A1001', '블랙 수트 신사', '3300', 1001), avatar('A1002', '레드 드레스 숙녀', '5500', 1002), avatar('A1006', '봄나들이 소녀', '1100', 1006)];

afterEach(resetStore);

describe('AvatarShop', () => {
  it('previews an avatar next to the one the member wears and buys the chosen ones together', () => {
    loginAs(42); // wears 1001 (블랙 수트 신사)
    const onBuyOne = jest.fn();
    const onBuyChosen = jest.fn();
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={onBuyOne} onBuyChosen={onBuyChosen} />);
    const preview = screen.getByTestId('avatar-preview');
    expect(within(preview).getByAltText('현재 아바타: 블랙 수트 신사')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '봄나들이 소녀 미리보기' }));
    expect(within(preview).getByAltText('미리보기: 봄나들이 소녀')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '봄나들이 소녀 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '레드 드레스 숙녀 선택' }));
    expect(screen.getByTestId('chosen-count').textContent).toBe('2개');
    expect(screen.getByRole('region', { name: '선택한 아바타' }).textContent).toContain('6,600원');
    fireEvent.click(screen.getByRole('button', { name: '봄나들이 소녀 선택 해제' }));
    fireEvent.click(screen.getByRole('button', { name: '선택한 아바타 구매' }));
    expect(onBuyChosen).toHaveBeenCalledWith([products[1]]);
    fireEvent.click(screen.getByRole('button', { name: '블랙 수트 신사 구매' }));
    expect(onBuyOne).toHaveBeenCalledWith(products[0]);
  });

  it('with nothing chosen the order still goes to the gate (which says 아바타를 선택해 주세요.); guests see a login hint', () => {
    const onBuyChosen = jest.fn();
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={jest.fn()} onBuyChosen={onBuyChosen} />);
    expect(screen.getByText('로그인하면 내 아바타와 비교할 수 있습니다')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '선택한 아바타 구매' }));
    expect(onBuyChosen).toHaveBeenCalledWith([]);
  });

  it('shows skeletons while loading and an empty state that says what to do', () => {
    const { rerender } = renderShop(<AvatarShop products={undefined} catalogue={[]} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />);
    expect(screen.getByText('상품을 불러오는 중')).toBeTruthy();
    rerender(<AvatarShop products={[]} catalogue={[]} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />);
    expect(screen.getByText('지금 판매 중인 상품이 없습니다. 다른 분류를 둘러보세요.')).toBeTruthy();
  });
});

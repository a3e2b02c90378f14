// The avatar shop's sub-store filter: 전체 and each sub-store that has avatars (시즌 한정, 플러스 전용),
// chosen by the address (/shop/avatar?store=PLUS — the Plus benefit layer '회원 전용 아바타' links
// there), so the choice survives a reload and Back. An unknown or absent store shows every avatar.
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { PLUS_MEMBER_SUB_STORE } from '@hanpan/contracts/constants';
import { Link } from '@hanpan/platform';
import { MEMBER_ONLY_AVATAR_RULE, subStoreName } from '../lib/productInfo';

export const STORE_PARAM = 'store';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s};
  margin-bottom: ${({ theme }) => theme.space.m};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.m};
  font-size: ${({ theme }) => theme.fontSizes.s};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** The sub-stores the avatars belong to, in catalogue order. */
export const subStoresOf = (avatars: readonly ShopProduct[]): string[] => [...new Set(avatars.flatMap((p) => (p.subStore ? [p.subStore] : [])))];

/** The store the address names, when the avatars have it (any case), else null: every avatar. */
export function chosenStore(avatars: readonly ShopProduct[], param: string | null): string | null {
  const key = param?.toUpperCase() ?? null;
  return key !== null && subStoresOf(avatars).includes(key) ? key : null;
}

export function SubStoreFilter({ avatars, store, path }: { avatars: readonly ShopProduct[]; store: string | null; path: string }) {
  const stores = subStoresOf(avatars);
  if (stores.length === 0) return null;
  const current = (key: string | null) => (key === store ? ('page' as const) : undefined);
  return (
    <>
      <Nav aria-label="아바타 구분">
        <Link to={path} aria-current={current(null)}>
          전체
        </Link>
        {stores.map((key) => (
          <Link key={key} to={`${path}?${STORE_PARAM}=${key}`} aria-current={current(key)}>
            {subStoreName(key)}
          </Link>
        ))}
      </Nav>
      {store === PLUS_MEMBER_SUB_STORE && (
        <Note data-testid="member-only-avatars-note">
          {MEMBER_ONLY_AVATAR_RULE} <Link to="/plus">플러스 알아보기</Link>
        </Note>
      )}
    </>
  );
}

// A list of avatar tiles (square picture, name and price under it): one scrolling row (the
// avatars bought often) or a grid that wraps (a collection's avatars).
import styled, { css } from 'styled-components';
import { scrollEdgeFade } from '@hanpan/platform';

export const AvatarTiles = styled.ul<{ $layout: 'row' | 'grid' }>`
  gap: ${({ theme }) => theme.space.m};
  list-style: none;
  margin: 0;
  ${({ $layout }) =>
    $layout === 'row'
      ? css`
          display: flex;
          overflow-x: auto;
          ${scrollEdgeFade}
          padding: 0 0 4px;
          li { flex: none; width: 150px; }
        `
      : css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
          padding: 0;
        `}
  li {
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.m};
    margin-bottom: 4px;
  }
  p {
    margin: 0 0 4px;
  }
  li[data-owned='false'] img {
    filter: grayscale(1);
    opacity: 0.5;
  }
`;

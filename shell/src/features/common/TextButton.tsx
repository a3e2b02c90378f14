// The shell's underlined text buttons: one look, one definition.
import styled from 'styled-components';

/** An underlined button in the surrounding text's font and colour (로그아웃, the header corner's 다시 시도). */
export const TextButton = styled.button`
  border: 0;
  background: none;
  padding: 4px 2px;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

import styled from 'styled-components';

const Spacer = styled.div`
  height: 72px;
`;
const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  background: #111827;
  color: #fff;
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.18);
  > div {
    max-width: 1080px;
    margin: 0 auto;
    padding: 12px 20px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    box-sizing: border-box;
  }
  p {
    margin: 0;
    font-size: 14px;
    flex: 1 1 220px;
  }
  a {
    flex: none;
    padding: 10px 16px;
    border-radius: 8px;
    background: #fbbf24;
    color: #111827;
    font-weight: 800;
    font-size: 14px;
    text-decoration: none;
  }
`;

/** The bar (with a spacer so it never covers the end of the page). */
export function LoginActionBarView({ message, button, href }: { message: string; button: string; href: string }) {
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar role="region" aria-label="추가 확인 안내" data-testid="login-action-bar">
        <div>
          <p>{message}</p>
          <a href={href}>{button}</a>
        </div>
      </Bar>
    </>
  );
}

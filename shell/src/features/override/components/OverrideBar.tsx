// The override banner's bar (a chunk of its own: only a browser with team overrides draws it).
import styled from 'styled-components';
import { safeLocalStorage } from '../../../federation';
import { clearOverrides } from '../../../federation/overrides';
import type { OverrideNotice } from '../hooks/useOverrideNotice';

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1200;
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  padding: 8px 12px;
  background: #7c2d12;
  color: #fff;
  font-size: 13px;
  code {
    background: rgba(255, 255, 255, 0.15);
    padding: 1px 4px;
    border-radius: 3px;
    word-break: break-all;
  }
  button {
    border: 0;
    border-radius: 4px;
    padding: 6px 10px;
    background: #fff;
    color: #7c2d12;
    font-weight: 700;
    cursor: pointer;
  }
`;

export function OverrideBar({ active, refused, reload }: OverrideNotice & { reload: () => void }) {
  const reset = () => {
    clearOverrides(safeLocalStorage());
    reload();
  };
  return (
    <Bar role="status" aria-live="polite" data-testid="override-banner">
      {refused ? (
        <span>저장된 원격 오버라이드는 이 환경에서 쓸 수 없습니다 (운영: 직원 전용).</span>
      ) : (
        <span>
          원격 오버라이드 사용 중:{' '}
          {active.map(([name, url]) => (
            <span key={name} data-override={name}>
              {name} → <code>{url}</code>{' '}
            </span>
          ))}
        </span>
      )}
      <button type="button" onClick={reset}>
        오버라이드 해제
      </button>
    </Bar>
  );
}

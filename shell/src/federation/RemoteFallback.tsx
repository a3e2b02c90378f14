import styled from 'styled-components';
import type { RemoteName } from '@hanpan/platform';
import { describeFailure, type RemoteFailureKind } from './errors';

const Box = styled.div`
  margin: 32px auto;
  max-width: 520px;
  padding: 28px;
  border: 1px solid #fca5a5;
  border-radius: 10px;
  background: #fff7f7;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
    /* its own colour: inherited, HPC's dark page made it light grey on this pale box (1.2:1) */
    color: #111827;
  }
  p {
    margin: 0 0 18px;
    color: #4b5563;
  }
  button {
    padding: 10px 22px;
    border: 0;
    border-radius: 6px;
    background: #dc2626;
    color: #fff;
    font-size: 15px;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
  }
`;

export interface RemoteFallbackProps {
  remote: RemoteName;
  kind: RemoteFailureKind;
  retrying?: boolean;
  onRetry: () => void;
}

/** Shown inside the layout when a remote is missing, slow or throws; the rest keeps working. */
export function RemoteFallback({ remote, kind, retrying, onRetry }: RemoteFallbackProps) {
  const { title, detail } = describeFailure(remote, kind);
  return (
    <Box role="alert" data-testid="remote-fallback" data-remote={remote} data-kind={kind}>
      <h2>{title}</h2>
      <p>{detail}</p>
      <button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? '불러오는 중…' : '다시 시도'}
      </button>
    </Box>
  );
}

import { MESSAGES, OWNER_LABELS, type RemoteName } from '@hanpan/platform';

export type RemoteFailureKind = 'not-deployed' | 'load' | 'timeout' | 'render' | 'incompatible';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly kind: RemoteFailureKind,
    override readonly cause?: unknown,
  ) {
    super(`${remote}: ${kind}${cause instanceof Error ? ` (${cause.message})` : ''}`);
    this.name = 'RemoteLoadError';
  }
}

/** Korean text of the fallback: what failed. */
export function describeFailure(remote: RemoteName, kind: RemoteFailureKind): { title: string; detail: string } {
  const area = OWNER_LABELS[remote];
  const title = `${area} 화면을 불러오지 못했습니다.`;
  switch (kind) {
    case 'not-deployed':
      return { title, detail: `${area} 영역의 배포 정보가 없습니다. 잠시 후 다시 시도해 주세요.` };
    case 'timeout':
      return { title, detail: `${area} 영역의 응답이 3초 안에 오지 않았습니다.` };
    case 'incompatible':
      return { title, detail: `${area} 영역의 새 버전이 지금 포털과 맞지 않아 열 수 없습니다. 잠시 후 다시 시도해 주세요.` };
    case 'render':
      return { title: `${area} 화면을 표시하는 중 오류가 발생했습니다.`, detail: '일시적인 문제일 수 있습니다. 다시 시도해 주세요.' };
    default:
      // the connection only when the browser knows it is gone: a file that loaded and failed to run
      // (a broken release) is no matter of the player's network
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return { title, detail: `인터넷 연결이 끊겼습니다. ${MESSAGES.network}` };
      return { title, detail: `${area} 영역의 파일을 받지 못했습니다. 잠시 후 다시 시도해 주세요.` };
  }
}

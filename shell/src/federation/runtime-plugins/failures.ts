// Why a remote failed, recorded by the runtime plugins and read by the registry to pick the
// Korean fallback text. Keyed by remote name (the part of an id before '/').
export type FailureKind = 'load' | 'timeout' | 'incompatible';

export interface RemoteFailureRecord {
  remote: string;
  kind: FailureKind;
  message: string;
  at: number;
}

const failures = new Map<string, RemoteFailureRecord>();

export function recordFailure(remote: string, kind: FailureKind, error: unknown): RemoteFailureRecord {
  const message = error instanceof Error ? error.message : String(error);
  const previous = failures.get(remote);
  // a timeout or an incompatible version explains later generic failures of the same load
  const keep = previous && previous.kind !== 'load' && kind === 'load' && Date.now() - previous.at < 30_000;
  const record = keep ? previous : { remote, kind, message, at: Date.now() };
  failures.set(remote, record);
  return record;
}

export function lastFailure(remote: string): RemoteFailureRecord | undefined {
  return failures.get(remote);
}

export function clearFailure(remote: string): void {
  failures.delete(remote);
}

export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
}

export const remoteOfId = (id: string) => id.split('/')[0];

// jsdom has no BroadcastChannel: an in-process one that delivers to every other channel of the same
// name, as browsers do across windows. Returns the restore function.
class FakeBroadcastChannel {
  static open = new Set<FakeBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }
  postMessage(data: unknown): void {
    for (const c of FakeBroadcastChannel.open) if (c !== this && c.name === this.name) c.onmessage?.({ data } as MessageEvent);
  }
  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}

type WithChannel = { BroadcastChannel?: unknown };

export function installFakeBroadcastChannel(): () => void {
  const original = (globalThis as WithChannel).BroadcastChannel;
  (globalThis as WithChannel).BroadcastChannel = FakeBroadcastChannel;
  return () => {
    (globalThis as WithChannel).BroadcastChannel = original;
  };
}

/** Another window on channel `name`: what it hears this page post, and a post of its own (this page hears it). */
export function otherWindowOn<T>(name: string): { heard: T[]; post: (data: T) => void; close: () => void } {
  const channel = new (globalThis as unknown as { BroadcastChannel: typeof BroadcastChannel }).BroadcastChannel(name);
  const heard: T[] = [];
  channel.onmessage = (event: MessageEvent) => void heard.push(event.data as T);
  return { heard, post: (data) => channel.postMessage(data), close: () => channel.close() };
}

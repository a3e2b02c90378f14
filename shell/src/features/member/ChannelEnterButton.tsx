// A channel's 입장하기 as the member may use it: off, saying why, when their money or rating does not
// fit the channel (SPEC §9) or the game is restricted for them (the note under the game's name says
// until when: QA, the button still said 입장하기 under it). Member-only: a guest's page never loads it.
import type { Channel, Game } from '@hanpan/contracts';
import { Button, usePersonalZone } from '@hanpan/platform';
import { useGameRestrictions } from '@hanpan/platform/restriction';
import { admissionRefusal } from './admission';

export interface ChannelEnterButtonProps {
  game: Pick<Game, 'id' | 'name'>;
  channel: Channel;
  inMaintenance: boolean;
  busy: boolean;
  onEnter(): void;
}

export function ChannelEnterButton({ game, channel, inMaintenance, busy, onEnter }: ChannelEnterButtonProps) {
  const me = usePersonalZone().data?.userRat;
  // a failed read keeps the button: 입장하기 refuses with the same reason
  const restricted = useGameRestrictions().data?.some((r) => r.gameId.toLowerCase() === game.id.toLowerCase());
  const refusal = inMaintenance ? null : restricted ? '이용 제한' : me ? admissionRefusal(channel, me) : null;
  const text = inMaintenance ? '점검 중' : refusal || '입장하기';
  return (
    // the name holds the visible text (WCAG 2.5.3): speech users say what they see
    <Button size="s" disabled={inMaintenance || !!refusal} busy={busy} onClick={onEnter} aria-label={`${game.name} ${channel.name} ${text}`}>
      {text}
    </Button>
  );
}

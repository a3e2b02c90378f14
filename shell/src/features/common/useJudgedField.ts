// An amount field says nothing while it is empty (the field cleared after a send is no error) until
// a submit finds it empty: from then on it is judged like a typed one, under the field, not in a
// dialog — until the player types again. What it says while typing is read with the field (its
// description), not announced at every key; a refused submit announces it (refused).
import { useState } from 'react';

export interface JudgedField {
  value: string;
  set(text: string): void;
  /** judge what the field holds now: typed in, or a submit refused it */
  judged: boolean;
  /** a submit was refused and nothing was typed since: announce what the field says (role=alert) */
  refused: boolean;
  /** a submit was refused: say it by the field, even when the field is empty */
  judge(): void;
}

export function useJudgedField(initial = ''): JudgedField {
  const [value, setValue] = useState(initial);
  const [refused, setRefused] = useState(false);
  return {
    value,
    set: (text) => {
      setValue(text);
      setRefused(false);
    },
    judged: value !== '' || refused,
    refused,
    judge: () => setRefused(true),
  };
}

/** The role of what the field says: announced only when a submit was refused for it. */
export const alertOf = (check: { ok: boolean }, field: Pick<JudgedField, 'refused'>) => (!check.ok && field.refused ? 'alert' : undefined);

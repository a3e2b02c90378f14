// A button that starts a player action (a request and its dialogs): one click = one action = one
// result. While it runs the button is busy (aria-busy; clicks do nothing, yet it keeps the focus);
// `waitFor` names the page's other actions it must not start during (the other items of a list,
// the other button of a pair): meanwhile it is disabled. The second click of a double click is
// never a second action, even when the first one has already ended and the button now offers the
// opposite (입히기 → 벗기기).
import { useHanpanStore } from '../store/hanpanStore';
import { useSingleAction } from '../store/useSingleAction';
import { Button, type ButtonProps } from './Button';

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick' | 'aria-busy' | 'busy'> {
  /** the store action's name, unique on the page */
  action: string;
  /** the work of one click: the request and its dialogs */
  onAction(): Promise<unknown>;
  /** other actions of the page: while one of them runs this button is disabled too */
  waitFor?: readonly string[];
}

export function ActionButton({ action, onAction, waitFor, disabled = false, ...rest }: ActionButtonProps) {
  const { run, running } = useSingleAction(action);
  const waiting = useHanpanStore((s) => !!waitFor && waitFor.some((n) => n !== action && s.actions.running.includes(n)));
  return (
    <Button
      {...rest}
      // while it runs it stays busy, not disabled, even when its result disables it (받기 완료): the
      // focus stays until the action (its dialogs included) has ended
      disabled={(disabled && !running) || waiting}
      busy={running}
      onClick={(e) => {
        if (e.detail > 1) return;
        void run(onAction);
      }}
    />
  );
}

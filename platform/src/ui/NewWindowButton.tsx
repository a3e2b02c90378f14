// A button that opens a window popup says so to assistive technology: its description (not its
// name, so '충전' is still what voice control and tests find) is '새 창에서 열립니다', from a hidden
// element beside it. Every area's button that calls a popup opener uses it (platform 1.7.0).
import { useId } from 'react';
import { Button, type ButtonProps } from './Button';

export const NEW_WINDOW_HINT = '새 창에서 열립니다';

export function NewWindowButton({ 'aria-describedby': describedBy, ...props }: ButtonProps) {
  const hintId = useId();
  // a description by reference replaces the one a title gives: the title is read first, then the hint
  const titleId = props.title ? `${hintId}-title` : undefined;
  return (
    <>
      <Button {...props} aria-describedby={[describedBy, titleId, hintId].filter(Boolean).join(' ')} />
      {titleId && (
        <span id={titleId} hidden>
          {props.title}
        </span>
      )}
      <span id={hintId} hidden>
        {NEW_WINDOW_HINT}
      </span>
    </>
  );
}

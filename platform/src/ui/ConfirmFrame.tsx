import { useRef, type ReactNode } from 'react';
import type { LayerSize } from '../constants/business';
import { Button, MESSAGES } from '@hanpan/platform';
import type { ConfirmOptions, FooterButton } from '../store/types';
import { DialogFrame, FooterButtons } from './DialogFrame';

export interface ConfirmFrameProps {
  header?: ReactNode;
  body?: ReactNode;
  children?: ReactNode;
  submitText?: string;
  cancelText?: string;
  footerButtons?: readonly FooterButton[];
  size?: LayerSize;
  /** The button focused when it opens: 'cancel' (the safe choice) for a step that cannot be undone. */
  defaultFocus?: ConfirmOptions['defaultFocus'];
  onSubmit(): void;
  /** Cancel button, Escape and footer buttons. */
  onCancel(): void;
}

export function ConfirmFrame({
  header,
  body,
  children,
  submitText,
  cancelText,
  footerButtons = [],
  size,
  defaultFocus,
  onSubmit,
  onCancel,
}: ConfirmFrameProps) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      header={header}
      size={size}
      onClose={onCancel}
      initialFocusRef={defaultFocus === 'cancel' ? cancelRef : submitRef}
      footer={
        <>
          <FooterButtons buttons={footerButtons} onClose={onCancel} />
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelText || MESSAGES.cancel}
          </Button>
          <Button ref={submitRef} onClick={onSubmit}>
            {submitText || MESSAGES.ok}
          </Button>
        </>
      }
    >
      {body}
      {children}
    </DialogFrame>
  );
}

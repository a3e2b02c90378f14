import { useRef, type ReactNode } from 'react';
import type { LayerSize } from '../constants/business';
import { Button, MESSAGES } from '@hanpan/platform';
import type { FooterButton } from '../store/types';
import { DialogFrame, FooterButtons } from './DialogFrame';

export interface ConfirmFrameProps {
  header?: ReactNode;
  body?: ReactNode;
  children?: ReactNode;
  submitText?: string;
  cancelText?: string;
  footerButtons?: readonly FooterButton[];
  size?: LayerSize;
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
  onSubmit,
  onCancel,
}: ConfirmFrameProps) {
  const submitRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      header={header}
      size={size}
      onClose={onCancel}
      initialFocusRef={submitRef}
      footer={
        <>
          <FooterButtons buttons={footerButtons} onClose={onCancel} />
          <Button variant="secondary" onClick={onCancel}>
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

import { useRef, type ReactNode } from 'react';
import type { LayerSize } from '../constants/business';
import { Button, MESSAGES } from '@hanpan/platform';
import type { FooterButton } from '../store/types';
import { DialogFrame, FooterButtons } from './DialogFrame';

export interface AlertFrameProps {
  header?: ReactNode;
  body?: ReactNode;
  children?: ReactNode;
  submitText?: string;
  footerButtons?: readonly FooterButton[];
  size?: LayerSize;
  /** Submit, Escape and footer buttons all end here. */
  onSubmit(): void;
}

export function AlertFrame({ header, body, children, submitText, footerButtons = [], size, onSubmit }: AlertFrameProps) {
  const submitRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      header={header}
      size={size}
      onClose={onSubmit}
      initialFocusRef={submitRef}
      footer={
        <>
          <FooterButtons buttons={footerButtons} onClose={onSubmit} />
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

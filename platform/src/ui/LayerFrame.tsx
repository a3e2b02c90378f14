import type { ReactNode } from 'react';
import type { LayerSize } from '../constants/business';
import { Button, MESSAGES } from '@hanpan/platform';
import type { FooterButton } from '../store/types';
import { DialogFrame, FooterButtons } from './DialogFrame';

export interface LayerFrameProps {
  header?: ReactNode;
  children?: ReactNode;
  size?: LayerSize;
  /** × button and Escape. */
  onClose(): void;
  /** Show a submit button (default text 확인). */
  onSubmit?: () => void;
  submitText?: string;
  /** Show a cancel button (default text 취소). */
  onCancel?: () => void;
  cancelText?: string;
  footerButtons?: readonly FooterButton[];
  /** Accessible name when header is empty. */
  ariaLabel?: string;
  /** false while drawn hidden (content still loading): focus moves in when it is shown. */
  shown?: boolean;
}

export function LayerFrame({
  header,
  children,
  size,
  onClose,
  onSubmit,
  submitText,
  onCancel,
  cancelText,
  footerButtons = [],
  ariaLabel,
  shown,
}: LayerFrameProps) {
  const hasFooter = footerButtons.length > 0 || !!onSubmit || !!onCancel;
  return (
    <DialogFrame
      header={header}
      size={size}
      onClose={onClose}
      showCloseButton
      ariaLabel={ariaLabel}
      shown={shown}
      footer={
        hasFooter ? (
          <>
            <FooterButtons buttons={footerButtons} onClose={onClose} />
            {onCancel && (
              <Button variant="secondary" onClick={onCancel}>
                {cancelText || MESSAGES.cancel}
              </Button>
            )}
            {onSubmit && <Button onClick={onSubmit}>{submitText || MESSAGES.ok}</Button>}
          </>
        ) : undefined
      }
    >
      {children}
    </DialogFrame>
  );
}

import './shared.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from './messages.ts';

export interface TDialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal native <dialog>: showModal() makes the rest of the page inert (focus stays inside), Escape
 * and the close button call onClose, and focus goes back to where it was when the dialog closes.
 */
export function Dialog({ open, title, onClose, children, footer, className }: TDialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: React's state decides whether the dialog is open, so the browser's own close is refused.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={['cp-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the <dialog> itself: it closes like Escape.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <div className="cp-dialog__header">
            <h2 id={titleId} className="cp-dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="cp-button cp-dialog__close"
              aria-label={intl.formatMessage(sharedMessages.close)}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="cp-dialog__body">{children}</div>
          {footer && <div className="cp-dialog__footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}

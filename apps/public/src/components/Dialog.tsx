import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pageMessages } from '../i18n/messages.ts';

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert, moves focus in
 * and closes on Esc; closing puts focus back where it was. Mounted only while open.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  role,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for a message that stops the resident (the validation dialog). */
  role?: 'alertdialog';
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={role ? bodyId : undefined}
      // Only a real close (React's StrictMode closes and reopens once in development).
      onClose={() => !ref.current?.open && onClose()}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => event.target === ref.current && ref.current.close()}
    >
      <div className="dialog-content">
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage(pageMessages.close)}
            onClick={() => ref.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
        {footer && <div className="dialog-foot">{footer}</div>}
      </div>
    </dialog>
  );
}

import '../shared/shared.css';
import { useIntl } from 'react-intl';
import { Dialog } from '../shared/Dialog.tsx';
import { goalMessages as m } from './messages.ts';

export interface TGoalModalProps {
  open: boolean;
  /** The simulation's goal_modal message (plain text; its line breaks are kept). */
  message: string;
  /** The goal_title text, resolved by the page. */
  title: string;
  onClose(): void;
}

/** The goal dialog: shown when the resident meets the simulation's goal. */
export function GoalModal({ open, message, title, onClose }: TGoalModalProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className="cp-button cp-button--primary" onClick={onClose}>
          {intl.formatMessage(m.ok)}
        </button>
      }
    >
      <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{message}</p>
    </Dialog>
  );
}

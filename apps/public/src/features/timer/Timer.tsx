import '../shared/shared.css';
import './timer.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { clockText, markPassed } from './countdown.ts';
import { timerMessages as m } from './messages.ts';

export interface TTimerProps {
  /** timer_minutes (more than 0: the page mounts the timer only then). */
  minutes: number;
  /** Called once, when the time is up. */
  onExpire(): void;
  /** The timer_label text, resolved by the page. */
  label: string;
}

/**
 * A countdown from `minutes` (mm:ss). The clock itself is silent to screen readers; a polite live
 * region speaks the time left every five minutes and at 2 minutes, 1 minute, 30 seconds and the end.
 * It counts against the clock, not the ticks, so a throttled background tab stays right.
 */
export function Timer({ minutes, onExpire, label }: TTimerProps) {
  const intl = useIntl();
  const labelId = useId();
  const total = Math.max(0, Math.round(minutes * 60));
  const [deadline] = useState(() => Date.now() + total * 1000);
  const [left, setLeft] = useState(total);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ onExpire, intl, label });
  useEffect(() => {
    latest.current = { onExpire, intl, label };
  });
  const before = useRef(total);
  const expired = useRef(false);

  useEffect(() => {
    const expire = () => {
      if (expired.current) return;
      expired.current = true;
      latest.current.onExpire();
    };
    if (total === 0) {
      expire();
      return;
    }
    const spoken = (seconds: number) => {
      const { intl, label } = latest.current;
      if (seconds === 0) return intl.formatMessage(m.expired);
      return seconds >= 60
        ? intl.formatMessage(m.minutesLeft, { label, minutes: Math.round(seconds / 60) })
        : intl.formatMessage(m.secondsLeft, { label, seconds });
    };
    const tick = () => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      if (now === before.current) return;
      const mark = markPassed(before.current, now);
      before.current = now;
      setLeft(now);
      if (mark !== null) setAnnouncement(spoken(mark));
      if (now === 0) {
        clearInterval(interval);
        expire();
      }
    };
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [deadline, total]);

  return (
    <div className={`cp-timer${left === 0 ? ' cp-timer--expired' : ''}`}>
      <span id={labelId} className="cp-timer__label">
        {label}
      </span>
      <span className="cp-timer__clock" role="timer" aria-labelledby={labelId} dir="ltr">
        {clockText(left)}
      </span>
      <span className="cp-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}

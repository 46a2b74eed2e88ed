import '../shared/shared.css';
import './share.css';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { shareLinks } from './links.ts';
import { shareMessages as m } from './messages.ts';

export interface TShareLinksProps {
  /** The simulation's public address. */
  url: string;
  /** The share_header text, resolved by the page. */
  header: string;
  /** The share_text text, resolved by the page: the post's words. */
  text: string;
}

/** Share links (is_sharing_enabled): plain links to each network's composer, email, and Copy link. */
export function ShareLinks({ url, header, text }: TShareLinksProps) {
  const intl = useIntl();
  const ids = { heading: useId(), link: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const links = shareLinks(url, text);
  const newTab = intl.formatMessage(m.newTab);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(intl.formatMessage(m.copied));
    } catch {
      inputRef.current?.select();
      setStatus(intl.formatMessage(m.copyFailed));
    }
  };

  const networks = [
    { key: 'facebook', href: links.facebook, label: intl.formatMessage(m.facebook) },
    { key: 'x', href: links.x, label: intl.formatMessage(m.x) },
    { key: 'linkedin', href: links.linkedin, label: intl.formatMessage(m.linkedin) },
  ];

  return (
    <section className="cp-share" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="cp-share__heading">
        {header}
      </h2>
      <ul className="cp-share__links">
        {networks.map((network) => (
          <li key={network.key}>
            <a
              className={`cp-button cp-share__link cp-share__link--${network.key}`}
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {network.label} <span className="cp-visually-hidden">{newTab}</span>
            </a>
          </li>
        ))}
        <li>
          <a className="cp-button cp-share__link cp-share__link--email" href={links.email}>
            {intl.formatMessage(m.email)}
          </a>
        </li>
      </ul>
      <div className="cp-share__copy">
        <label htmlFor={ids.link} className="cp-share__label">
          {intl.formatMessage(m.link)}
        </label>
        <div className="cp-share__copy-row">
          <input
            ref={inputRef}
            id={ids.link}
            className="cp-share__url cp-focusable"
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="cp-button cp-button--primary" onClick={() => void copy()}>
            {intl.formatMessage(m.copy)}
          </button>
        </div>
        <p role="status" className="cp-share__status">
          {status}
        </p>
      </div>
    </section>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PUBLIC_LIMITS } from '@commonpurse/domain/public';
import { itemMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import type { TEngineItemOf } from '../state/budget.ts';
import { usePage } from '../state/page.tsx';
import { Dialog } from './Dialog.tsx';
import { RichText } from './RichText.tsx';

export type TOpenKind = 'open' | 'info' | 'details';
export type TOpenItem = (id: number, kind: TOpenKind) => void;

/** An item's dialog: its image and credit, More Info (plain text), More Details (HTML), a comment. */
export function ItemDialog({ item, onClose }: { item: TEngineItemOf; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const commentLabel = useText('comment_label');
  const moreDetails = useText('more_details');
  const { sim, state, act } = usePage();
  const commenting = sim.settings.is_commenting_enabled && !item.suggestion_box;
  return (
    <Dialog title={item.name} onClose={onClose}>
      {item.image_url && (
        <figure className="item-image">
          <img src={item.image_url} alt={item.image_alt ?? ''} loading="lazy" />
          {item.image_credit && (
            <figcaption>
              {intl.formatMessage(itemMessages.imageCredit, { credit: item.image_credit })}
            </figcaption>
          )}
        </figure>
      )}
      {item.details && <p className="item-details">{item.details}</p>}
      {item.additional_details && (
        <section aria-labelledby={`${id}-details`}>
          <h3 id={`${id}-details`} className="sr-only">
            {moreDetails}
          </h3>
          <RichText html={item.additional_details} />
        </section>
      )}
      {commenting && (
        <div className="field">
          <label htmlFor={`${id}-comment`}>{commentLabel}</label>
          <p id={`${id}-comment-hint`} className="hint">
            {intl.formatMessage(itemMessages.commentHint)}
          </p>
          <textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={PUBLIC_LIMITS.commentMax}
            aria-describedby={`${id}-comment-hint`}
            value={state.comments[item.id] ?? ''}
            onChange={(event) => act.comment(item.id, event.target.value)}
          />
        </div>
      )}
    </Dialog>
  );
}

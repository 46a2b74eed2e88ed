import type { TClickBatch, TClickKind } from '@commonpurse/domain/public';

export const CLICK_FLUSH_MS = 30_000;
/** The API takes at most this many entries per batch (PUBLIC_LIMITS.clicksPerBatchMax). */
const BATCH_MAX = 500;

/** Sends a batch; false when the browser refused it (kept for the next flush). */
export type TClickSend = (batch: TClickBatch) => boolean;
type TAmounts = NonNullable<TClickBatch['amounts']>;

type TClick = TClickBatch['clicks'][number];

/**
 * Counts the resident's clicks and sends them in batches: every 30 s, and when the page is hidden or
 * closed (sendBeacon survives both). Nothing is sent before the visit exists, nor in a preview (no
 * recorder is made then).
 */
export class ClickRecorder {
  private pending = new Map<string, TClick>();
  private visitId: number | null = null;
  private lastAmounts = '';
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly onHide = () => {
    if (document.visibilityState === 'hidden') this.flush();
  };
  private readonly onPageHide = () => this.flush();

  private changedAmounts: () => TAmounts = () => [];

  constructor(private readonly send: TClickSend) {}

  /** Where the resident's current amounts of the items changed so far come from. */
  setAmounts(changedAmounts: () => TAmounts) {
    this.changedAmounts = changedAmounts;
  }

  start(visitId: number) {
    this.visitId = visitId;
    if (this.timer) return;
    this.timer = setInterval(() => this.flush(), CLICK_FLUSH_MS);
    document.addEventListener('visibilitychange', this.onHide);
    window.addEventListener('pagehide', this.onPageHide);
  }

  stop() {
    this.flush();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    document.removeEventListener('visibilitychange', this.onHide);
    window.removeEventListener('pagehide', this.onPageHide);
  }

  record(kind: TClickKind, subcategoryId: number | null, optionId?: number | string) {
    const key = keyOf(kind, subcategoryId, optionId);
    const click = this.pending.get(key);
    if (click) click.count += 1;
    else
      this.pending.set(key, {
        subcategory_id: subcategoryId,
        kind,
        count: 1,
        ...(optionId === undefined ? {} : { option_id: optionId }),
      });
  }

  /** Sends what is pending (and the amounts when they changed since the last batch). */
  flush() {
    if (this.visitId === null) return;
    const amounts = this.changedAmounts();
    const amountsKey = JSON.stringify(amounts);
    if (this.pending.size === 0 && amountsKey === this.lastAmounts) return;
    const clicks = [...this.pending.values()].slice(0, BATCH_MAX);
    const batch: TClickBatch = { visit_id: this.visitId, clicks, amounts: amounts.slice(0, BATCH_MAX) };
    if (!this.send(batch)) return;
    for (const click of clicks) this.pending.delete(keyOf(click.kind, click.subcategory_id, click.option_id));
    this.lastAmounts = amountsKey;
  }
}

const keyOf = (kind: TClickKind, subcategoryId: number | null, optionId?: number | string) =>
  `${kind}:${subcategoryId ?? ''}:${optionId ?? ''}`;

import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { currencySign } from '@commonpurse/domain';
import { estimateReceipt, type TPublicReceipt } from '@commonpurse/domain/public';
import { ClientBar, MAIN_ID, PreviewBanner, SkipLink } from '../components/Chrome.tsx';
import { RichText } from '../components/RichText.tsx';
import { CALCULATOR_ID, CalculatorForm } from './CalculatorForm.tsx';
import { answersOf, EMPTY_DRAFT, hasAnswers, type TReceiptDraft } from './draft.ts';
import { EstimateResult } from './EstimateResult.tsx';
import { receiptFormat } from './format.ts';
import { receiptMessages as m, statementMessages as s } from './messages.ts';
import { SpendingBreakdown } from './SpendingBreakdown.tsx';

function CtaLink({ cta }: { cta: TPublicReceipt['about_cta'] }) {
  if (!cta) return null;
  return (
    <p>
      <a className="button primary" href={cta.url}>
        {cta.label}
      </a>
    </p>
  );
}

/**
 * A resident's taxpayer receipt: the header, the description and a button to the calculators, the
 * calculators, the estimate and where it goes, then the about and conclusion sections and the
 * pre-footer. The estimate is worked out on the page as the resident types (estimateReceipt).
 */
export function ReceiptScreen({ receipt }: { receipt: TPublicReceipt }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<TReceiptDraft>(EMPTY_DRAFT);
  const format = useMemo(() => receiptFormat(receipt.locale), [receipt.locale]);
  const { calculators } = receipt;
  const calculating = Boolean(calculators.property_tax || calculators.sales_tax || calculators.income_tax);
  const estimate = useMemo(
    () => (calculating ? estimateReceipt(calculators, answersOf(draft), receipt.categories) : null),
    [calculating, calculators, draft, receipt.categories],
  );
  const hasConclusion = receipt.conclusion_heading !== null || receipt.conclusion_cta !== null;
  return (
    <div className="receipt">
      <SkipLink />
      <header className="site-header">
        {receipt.preview && <PreviewBanner />}
        <ClientBar client={receipt.client} />
        <RichText html={receipt.custom_header_html} className="custom-header" />
      </header>
      <main id={MAIN_ID} className="screen receipt-main" tabIndex={-1}>
        <div className="receipt-intro">
          <h1>{receipt.name}</h1>
          {receipt.description && <p className="lead">{receipt.description}</p>}
          {calculating && (
            <p>
              <a className="button primary large" href={`#${CALCULATOR_ID}`}>
                {receipt.cta_button_label ?? intl.formatMessage(m.ctaDefault)}
              </a>
            </p>
          )}
        </div>
        {estimate && (
          <>
            <CalculatorForm
              receipt={receipt}
              draft={draft}
              onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
              format={format}
              sign={currencySign({ locale: receipt.locale })}
            />
            <EstimateResult
              receipt={receipt}
              estimate={estimate}
              format={format}
              answered={hasAnswers(draft)}
            />
          </>
        )}
        <SpendingBreakdown categories={receipt.categories} estimate={estimate} format={format} />
        {(receipt.about || receipt.about_cta) && (
          <section className="receipt-section" aria-labelledby="receipt-about-heading">
            <h2 id="receipt-about-heading">{intl.formatMessage(s.aboutHeading)}</h2>
            <RichText html={receipt.about} />
            <CtaLink cta={receipt.about_cta} />
          </section>
        )}
        {hasConclusion && (
          <section className="receipt-section receipt-conclusion">
            {receipt.conclusion_heading && <h2>{receipt.conclusion_heading}</h2>}
            <CtaLink cta={receipt.conclusion_cta} />
          </section>
        )}
      </main>
      {receipt.custom_pre_footer_html && (
        <footer className="site-footer receipt-footer">
          <RichText html={receipt.custom_pre_footer_html} />
        </footer>
      )}
    </div>
  );
}

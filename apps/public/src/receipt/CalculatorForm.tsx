import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicReceipt } from '@commonpurse/domain/public';
import { keepNumeric } from '../components/AmountInput.tsx';
import type { TReceiptFormat } from './format.ts';
import { receiptMessages as m } from './messages.ts';
import type { TReceiptDraft } from './draft.ts';

export const CALCULATOR_ID = 'receipt-calculator';

/** Digits and one point: amounts and percentages here are never negative. */
const typedAmount = (text: string) => keepNumeric(text).replace(/-/g, '');

function NumberField({
  label,
  value,
  onChange,
  hint,
  prefix,
  suffix,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | null;
  prefix?: string;
  suffix?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field receipt-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="receipt-number">
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(typedAmount(event.target.value))}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
    </div>
  );
}

function Calculator({ legend, rate, children }: { legend: string; rate: string; children: ReactNode }) {
  return (
    <fieldset className="receipt-calculator">
      <legend>{legend}</legend>
      <p className="hint">{rate}</p>
      {children}
    </fieldset>
  );
}

/**
 * The enabled calculators as labelled fields (decision 0420 on the inputs): the home value (after "yes"
 * when the owner question is on), the yearly taxable purchases or the percent of income spent on them,
 * and the income, asked once whichever calculators need it.
 */
export function CalculatorForm({
  receipt,
  draft,
  onChange,
  format,
  sign,
}: {
  receipt: TPublicReceipt;
  draft: TReceiptDraft;
  onChange: (change: Partial<TReceiptDraft>) => void;
  format: TReceiptFormat;
  sign: string;
}) {
  const intl = useIntl();
  const ownerName = useId();
  const { property_tax: property, sales_tax: sales, income_tax: income } = receipt.calculators;
  const usesPercentage = sales?.is_purchased_percentage_enabled ?? false;
  const incomeField = (
    <NumberField
      label={intl.formatMessage(m.incomeLabel)}
      value={draft.income}
      prefix={sign}
      onChange={(value) => onChange({ income: value })}
    />
  );
  const asksOwner = property?.is_owner_question_enabled ?? false;
  return (
    <section className="receipt-section" aria-labelledby={`${CALCULATOR_ID}-heading`} id={CALCULATOR_ID}>
      <h2 id={`${CALCULATOR_ID}-heading`}>{intl.formatMessage(m.calculatorHeading)}</h2>
      <p>{intl.formatMessage(m.calculatorIntro)}</p>
      <form className="receipt-form" onSubmit={(event) => event.preventDefault()}>
        {property && (
          <Calculator
            legend={intl.formatMessage(m.propertyLegend)}
            rate={intl.formatMessage(m.propertyRate, { rate: format.rate(property.rate) })}
          >
            {asksOwner && (
              <fieldset className="receipt-owner">
                <legend>{property.question_content ?? intl.formatMessage(m.ownerQuestionDefault)}</legend>
                {([true, false] as const).map((owns) => (
                  <label key={String(owns)} className="receipt-choice">
                    <input
                      type="radio"
                      name={ownerName}
                      checked={draft.owns_home === owns}
                      onChange={() => onChange({ owns_home: owns })}
                    />
                    {intl.formatMessage(owns ? m.yes : m.no)}
                  </label>
                ))}
              </fieldset>
            )}
            {asksOwner && draft.owns_home === false && (
              <p className="notice">{intl.formatMessage(m.renterNote)}</p>
            )}
            {(!asksOwner || draft.owns_home === true) && (
              <NumberField
                label={intl.formatMessage(m.homeValueLabel)}
                hint={property.helper_content}
                value={draft.home_value}
                prefix={sign}
                onChange={(value) => onChange({ home_value: value })}
              />
            )}
          </Calculator>
        )}
        {income && (
          <Calculator
            legend={intl.formatMessage(m.incomeLegend)}
            rate={intl.formatMessage(m.incomeRate, { rate: format.rate(income.rate) })}
          >
            {incomeField}
          </Calculator>
        )}
        {sales && (
          <Calculator
            legend={intl.formatMessage(m.salesLegend)}
            rate={intl.formatMessage(m.salesRate, { rate: format.rate(sales.rate) })}
          >
            {usesPercentage ? (
              <>
                {!income && incomeField}
                <NumberField
                  label={intl.formatMessage(m.purchasedPercentageLabel)}
                  value={draft.purchased_percentage}
                  suffix="%"
                  onChange={(value) => onChange({ purchased_percentage: value })}
                />
              </>
            ) : (
              <NumberField
                label={intl.formatMessage(m.purchasesLabel)}
                value={draft.taxable_purchases}
                prefix={sign}
                onChange={(value) => onChange({ taxable_purchases: value })}
              />
            )}
          </Calculator>
        )}
      </form>
    </section>
  );
}

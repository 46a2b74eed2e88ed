import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TPublicQuestion } from '@commonpurse/domain/public';
import { PUBLIC_LIMITS } from '@commonpurse/domain/public';
import { pageMessages } from '../i18n/messages.ts';

/** One entry or exit question, labelled, its requirement marked and enforced, its errors tied to it. */
export function QuestionField({
  question,
  value,
  onChange,
  errors,
}: {
  question: TPublicQuestion;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
}) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const common = {
    id,
    name: `question_${question.id}`,
    value,
    required: question.is_required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {question.name}
        {question.is_required && (
          <span className="required"> ({intl.formatMessage(pageMessages.required)})</span>
        )}
      </label>
      {question.type === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={PUBLIC_LIMITS.answerMax} />
      ) : question.type === 'select' ? (
        <select {...common}>
          <option value="">{intl.formatMessage(pageMessages.choose)}</option>
          {(question.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={question.type === 'email' ? 'email' : 'text'}
          autoComplete={question.type === 'email' ? 'email' : 'off'}
          maxLength={PUBLIC_LIMITS.answerMax}
        />
      )}
      {invalid && (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue, FormState } from '../../stores/forms/FormState';

type AnyForm = FormState<Record<string, FieldValue>>;

interface FieldProps<V extends Record<string, FieldValue>> {
  form: FormState<V>;
  name: keyof V & string;
  labelKey: string;
  testId: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  onBlur?: () => void;
  /** Extra status under the field (exists checks). */
  hint?: ReactNode;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
}

/** A labelled text input bound to a form field; its first error shows translated under it. */
export const TextField = observer(function TextField<V extends Record<string, FieldValue>>(
  props: FieldProps<V>,
) {
  const { t } = useTranslation();
  const form = props.form as unknown as AnyForm;
  const error = form.error(props.name);
  const errorId = `${props.testId}-error`;
  return (
    <label className="form__field">
      <span>{t(props.labelKey)}</span>
      <input
        data-testid={props.testId}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        value={String(form.values[props.name] ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => form.set(props.name, e.target.value)}
        onBlur={props.onBlur}
      />
      {props.hint}
      <FieldError id={errorId} error={error} />
    </label>
  );
});

interface SelectProps<V extends Record<string, FieldValue>> extends Omit<FieldProps<V>, 'type' | 'hint'> {
  options: { value: string; label: string }[];
}

export const SelectField = observer(function SelectField<V extends Record<string, FieldValue>>(
  props: SelectProps<V>,
) {
  const { t } = useTranslation();
  const form = props.form as unknown as AnyForm;
  const error = form.error(props.name);
  return (
    <label className="form__field">
      <span>{t(props.labelKey)}</span>
      <select
        data-testid={props.testId}
        name={props.name}
        value={String(form.values[props.name] ?? '')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => form.set(props.name, e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${props.testId}-error`} error={error} />
    </label>
  );
});

export const CheckboxField = observer(function CheckboxField<V extends Record<string, FieldValue>>(
  props: Omit<FieldProps<V>, 'type' | 'hint'>,
) {
  const { t } = useTranslation();
  const form = props.form as unknown as AnyForm;
  const error = form.error(props.name);
  return (
    <label className="form__field form__field--check">
      <input
        type="checkbox"
        data-testid={props.testId}
        name={props.name}
        checked={form.values[props.name] === true}
        onChange={(e) => form.set(props.name, e.target.checked)}
      />
      <span>{t(props.labelKey)}</span>
      <FieldError id={`${props.testId}-error`} error={error} />
    </label>
  );
});

/** A field's error by translation key (spec section 5 keys, or ours for cards and limits). */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <span className="form__error" role="alert" id={id} data-testid={id} data-key={error}>
      {t(error)}
    </span>
  );
}

import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { TITLES } from '../../stores/checkout/checkoutSteps';
import { StepActions } from './StepActions';

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

/** Step 2: who is buying (title, name, date of birth for the age, email, phone) and the new account's login. */
export const DetailsStep = observer(function DetailsStep() {
  const { checkout, ui } = useStores();
  const { t } = useTranslation();
  const form = checkout.details;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void checkout.next();
  };
  const thisYear = new Date().getUTCFullYear();
  return (
    <form className="checkout-form" onSubmit={submit} noValidate data-testid="checkout-details">
      <h2 tabIndex={-1} data-step-heading>
        {t('checkout.details.heading')}
      </h2>
      <div className="checkout-grid">
        <SelectField
          form={form}
          name="title"
          labelKey="checkout.details.title"
          testId="checkout-title"
          options={[
            { value: '', label: t('checkout.details.choose') },
            ...Object.keys(TITLES).map((k) => ({ value: k, label: t(`checkout.titles.${k}`) })),
          ]}
        />
        <TextField
          form={form}
          name="firstName"
          labelKey="checkout.details.firstName"
          testId="checkout-first-name"
          autoComplete="given-name"
        />
        <TextField
          form={form}
          name="lastName"
          labelKey="checkout.details.lastName"
          testId="checkout-last-name"
          autoComplete="family-name"
        />
      </div>
      <fieldset className="checkout-birth">
        <legend>{t('checkout.details.birthDate')}</legend>
        <div className="checkout-birth__parts">
          <SelectField
            form={form}
            name="birthDay"
            labelKey="checkout.details.day"
            testId="checkout-birth-day"
            options={[
              { value: '-1', label: t('checkout.details.day') },
              ...range(1, 31).map((d) => ({ value: String(d), label: String(d) })),
            ]}
          />
          <SelectField
            form={form}
            name="birthMonth"
            labelKey="checkout.details.month"
            testId="checkout-birth-month"
            options={[
              { value: '-1', label: t('checkout.details.month') },
              ...range(1, 12).map((m) => ({ value: String(m), label: t(`checkout.months.${m}`) })),
            ]}
          />
          <SelectField
            form={form}
            name="birthYear"
            labelKey="checkout.details.year"
            testId="checkout-birth-year"
            options={[
              { value: '-1', label: t('checkout.details.year') },
              ...range(thisYear, thisYear - 110).map((y) => ({ value: String(y), label: String(y) })),
            ]}
          />
        </div>
        <p className="checkout-hint">{t('checkout.details.ageHint')}</p>
      </fieldset>
      <div className="checkout-grid">
        <TextField
          form={form}
          name="email"
          type="email"
          inputMode="email"
          labelKey="checkout.details.email"
          testId="checkout-email"
          autoComplete="email"
        />
        <TextField
          form={form}
          name="phone"
          type="tel"
          inputMode="tel"
          labelKey="checkout.details.phone"
          testId="checkout-phone"
          autoComplete="tel"
        />
      </div>
      <h3 className="checkout-form__sub">{t('checkout.details.account')}</h3>
      {checkout.progress.account ? (
        <p className="alert alert--info" data-testid="checkout-account-made">
          {t('checkout.details.accountMade', { username: checkout.progress.account.username })}
        </p>
      ) : (
        <div className="checkout-grid">
          <TextField
            form={form}
            name="username"
            labelKey="checkout.details.username"
            testId="checkout-username"
            autoComplete="username"
            hint={<span className="checkout-hint">{t('checkout.details.usernameHint')}</span>}
          />
          <TextField
            form={form}
            name="password"
            type="password"
            labelKey="checkout.details.password"
            testId="checkout-password"
            autoComplete="new-password"
            hint={<span className="checkout-hint">{t('checkout.details.passwordHint')}</span>}
          />
        </div>
      )}
      {checkout.existingHolding && (
        <div className="alert alert--info" role="status" data-testid="checkout-existing-customer">
          {/* One column: the button under the text, never squeezed beside it on a phone. */}
          <div>
            <p>{t(`checkout.details.existing.${checkout.existingHolding}`)}</p>
            <button
              type="button"
              className="button button--primary"
              data-testid="checkout-existing-login"
              onClick={() => ui.openModal('login')}
            >
              {t('checkout.details.existing.login')}
            </button>
          </div>
        </div>
      )}
      <StepActions />
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../../protocol/countries';
import { hasProvinces, provincesOf } from '../../../protocol/provinces';
import { SelectField, TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { StepActions } from './StepActions';

/** Step 3: the postal address; the state is a list where the country has one, else typed. */
export const AddressStep = observer(function AddressStep() {
  const { checkout } = useStores();
  const { t } = useTranslation();
  const form = checkout.address;
  const country = form.values.country;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void checkout.next();
  };
  return (
    <form className="checkout-form" onSubmit={submit} noValidate data-testid="checkout-address">
      <h2 tabIndex={-1} data-step-heading>
        {t('checkout.address.heading')}
      </h2>
      <TextField
        form={form}
        name="address"
        labelKey="checkout.address.address"
        testId="checkout-street"
        autoComplete="street-address"
      />
      <div className="checkout-grid">
        <TextField
          form={form}
          name="city"
          labelKey="checkout.address.city"
          testId="checkout-city"
          autoComplete="address-level2"
        />
        <TextField
          form={form}
          name="postalCode"
          labelKey="checkout.address.postalCode"
          testId="checkout-postal-code"
          autoComplete="postal-code"
        />
      </div>
      <div className="checkout-grid">
        <SelectField
          form={form}
          name="country"
          labelKey="checkout.address.country"
          testId="checkout-country"
          autoComplete="country"
          options={[
            { value: 'XX', label: t('checkout.details.choose') },
            ...COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
          ]}
        />
        {hasProvinces(country) ? (
          <SelectField
            key={country}
            form={form}
            name="state"
            labelKey="checkout.address.state"
            testId="checkout-state"
            autoComplete="address-level1"
            options={[
              { value: 'XX', label: t('checkout.details.choose') },
              ...provincesOf(country).map((p) => ({ value: p.code, label: p.name })),
            ]}
          />
        ) : (
          <TextField
            form={form}
            name="state"
            labelKey="checkout.address.state"
            testId="checkout-state"
            autoComplete="address-level1"
          />
        )}
      </div>
      <StepActions />
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCountry, checkMaxLength, checkRequired, firstError } from '../../../protocol/validation/forms';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { SelectField, TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { countryName, REGISTRATION_COUNTRIES } from '../../site/countries';
import { FormState } from '../../stores/forms/FormState';
import { SectionPage } from './AccountLayout';

const required64 = (v: string | boolean) => firstError(String(v).trim(), checkRequired, checkMaxLength(64));

/** /account/address: the postal address (spec Address), confirmed by the password. */
export const AccountAddressPage = observer(function AccountAddressPage() {
  const { account, session, ui } = useStores();
  const { t } = useTranslation();
  const d = session.player?.details;
  const [form] = useState(
    () =>
      new FormState(
        {
          address: d?.primaryAddressStreet ?? '',
          city: d?.primaryAddressCity ?? '',
          province: d?.primaryAddressState ?? '',
          postCode: d?.primaryAddressPostalcode ?? '',
          country: d?.primaryAddressCountry || 'XX',
          password: '',
        },
        () => ({
          address: required64,
          city: required64,
          province: (v) => checkMaxLength(64)(String(v)),
          postCode: (v) => checkMaxLength(20)(String(v)),
          country: (v) => checkCountry(String(v)),
          password: (v) => checkRequired(v),
        }),
      ),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    void account.updateAddress({
      address: v.address.trim(),
      city: v.city.trim(),
      province: v.province.trim(),
      postCode: v.postCode.trim(),
      country: v.country,
      password: v.password,
    });
  };
  useEffect(() => {
    // A player without an address yet starts on their own (or the site's) country.
    if (form.values.country !== 'XX') return;
    void account.homeCountry().then((code) => {
      if (code && form.values.country === 'XX' && REGISTRATION_COUNTRIES.includes(code))
        form.set('country', code);
    });
  }, [account, form]);
  const country = form.values.country;
  useEffect(() => {
    void account.loadProvinces(country);
  }, [account, country]);
  const provinces = account.provinces.get(country) ?? [];
  const countries = [
    { value: 'XX', label: t('registration.chooseCountry') },
    ...REGISTRATION_COUNTRIES.map((c) => ({ value: c, label: countryName(c, ui.language) })),
  ];
  return (
    <SectionPage titleKey="routes.accountAddress" testId="account-address-page">
      <form className="form" onSubmit={submit} noValidate>
        <TextField form={form} name="address" labelKey="registration.address" testId="account-address" />
        <TextField form={form} name="city" labelKey="registration.city" testId="account-city" />
        {provinces.length > 0 ? (
          <SelectField
            form={form}
            name="province"
            labelKey="registration.state"
            testId="account-province"
            options={[
              { value: '', label: t('address.chooseProvince') },
              ...provinces.map((p) => ({ value: p.code, label: p.name })),
            ]}
          />
        ) : (
          <TextField form={form} name="province" labelKey="registration.state" testId="account-province" />
        )}
        <TextField
          form={form}
          name="postCode"
          labelKey="registration.postalCode"
          testId="account-postcode"
          onBlur={() => void account.lookupPostalCode(form.values.postCode, form.values.country)}
          hint={
            account.postalState === 'error' ? (
              <span className="form__error" data-testid="account-postcode-invalid">
                {t('address.postalInvalid')}
              </span>
            ) : null
          }
        />
        {account.postalSuggestions.length > 0 && (
          <ul className="section-menu" data-testid="address-suggestions">
            {account.postalSuggestions.map((s, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="button button--link"
                  data-testid="address-suggestion"
                  onClick={() => {
                    form.set('address', s.address);
                    form.set('city', s.city);
                    form.set('province', s.province);
                  }}
                >
                  {[s.address, s.city, s.province].filter(Boolean).join(', ')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <SelectField
          form={form}
          name="country"
          labelKey="registration.country"
          testId="account-country"
          options={countries}
        />
        <TextField
          form={form}
          name="password"
          type="password"
          labelKey="account.currentPassword"
          testId="account-address-password"
        />
        <ChangeStatus
          state={account.state('address')}
          failure={account.failure('address')}
          testId="account-address-status"
        />
        <button
          type="submit"
          className="button button--primary"
          data-testid="account-address-submit"
          disabled={account.state('address') === 'false'}
        >
          {t('common.save')}
        </button>
      </form>
    </SectionPage>
  );
});

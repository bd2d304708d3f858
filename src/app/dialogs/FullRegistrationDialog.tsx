import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, REGISTRATION_COUNTRIES } from '../../site/countries';
import { ExistsHint } from '../forms/ExistsHint';
import { FailureText } from '../forms/FailureText';
import { SelectField, TextField } from '../forms/Field';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';
import { birthOptions } from './birthOptions';

/** Full registration in two steps: personal details, then address and ids (site overrides decide). */
export const FullRegistrationDialog = observer(function FullRegistrationDialog() {
  const { ui, registration } = useStores();
  const { t } = useTranslation();
  const form = registration.full;
  const step = registration.fullStep;
  useEffect(() => {
    void registration.preselectCountry();
    void registration.loadOccupations();
  }, [registration]);
  const close = () => ui.closeModal('fullRegistration');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) registration.nextStep();
    else if (registration.fullState !== 'submitting') void registration.submitFull();
  };
  const { days, months, years } = birthOptions(t, new Date().getFullYear());
  const countries = [
    { value: 'XX', label: t('registration.chooseCountry') },
    ...REGISTRATION_COUNTRIES.map((c) => ({ value: c, label: countryName(c, ui.language) })),
  ];
  const genders = [
    { value: '', label: t('registration.choose') },
    { value: 'F', label: t('registration.gender.F') },
    { value: 'M', label: t('registration.gender.M') },
    { value: 'O', label: t('registration.gender.O') },
  ];
  return (
    <Modal title={t('registration.full.title')} onClose={close} testId="full-registration-dialog" scrollToTop>
      <p className="form__step" data-testid="full-registration-step">
        {t('registration.full.step', { step: step + 1, total: 2 })}
      </p>
      <form className="form" onSubmit={submit} noValidate>
        {step === 0 ? (
          <>
            <TextField
              form={form}
              name="firstName"
              labelKey="registration.firstName"
              testId="full-first-name"
            />
            <TextField form={form} name="lastName" labelKey="registration.lastName" testId="full-last-name" />
            <fieldset className="form__row">
              <legend>{t('registration.birthdate')}</legend>
              <SelectField
                form={form}
                name="birthDay"
                labelKey="registration.day"
                testId="full-birth-day"
                options={days}
              />
              <SelectField
                form={form}
                name="birthMonth"
                labelKey="registration.month"
                testId="full-birth-month"
                options={months}
              />
              <SelectField
                form={form}
                name="birthYear"
                labelKey="registration.year"
                testId="full-birth-year"
                options={years}
              />
            </fieldset>
            <SelectField
              form={form}
              name="gender"
              labelKey="registration.genderLabel"
              testId="full-gender"
              options={genders}
            />
            <OccupationField />
            <TextField
              form={form}
              name="phone"
              type="tel"
              labelKey="registration.phone"
              testId="full-phone"
            />
          </>
        ) : (
          <>
            <SelectField
              form={form}
              name="country"
              labelKey="registration.country"
              testId="full-country"
              options={countries}
            />
            <TextField form={form} name="state" labelKey="registration.state" testId="full-state" />
            <TextField form={form} name="city" labelKey="registration.city" testId="full-city" />
            <TextField form={form} name="address" labelKey="registration.address" testId="full-address" />
            <TextField
              form={form}
              name="postalCode"
              labelKey="registration.postalCode"
              testId="full-postal-code"
            />
            <TextField
              form={form}
              name="governmentId1"
              labelKey="registration.governmentId1"
              testId="full-government-id1"
              onBlur={() => void registration.checkGovernmentId()}
              hint={
                <ExistsHint state={registration.governmentIdExists} testId="full-government-id1-exists" />
              }
            />
            <TextField
              form={form}
              name="governmentId2"
              labelKey="registration.governmentId2"
              testId="full-government-id2"
            />
          </>
        )}
        <FailureText failure={registration.failure} testId="full-registration-error" />
        <div className="form__actions">
          {step === 1 && (
            <button
              type="button"
              className="button"
              data-testid="full-back"
              onClick={() => registration.previousStep()}
            >
              {t('common.back')}
            </button>
          )}
          <button
            type="submit"
            className="button button--primary"
            data-testid={step === 0 ? 'full-next' : 'full-submit'}
            disabled={registration.fullState === 'submitting'}
          >
            {t(step === 0 ? 'common.next' : 'registration.full.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
});

/** The occupation: chosen from the server's list when it came (getDropdownItems), else typed in. */
const OccupationField = observer(function OccupationField() {
  const { registration } = useStores();
  const { t } = useTranslation();
  const form = registration.full;
  if (!registration.occupations)
    return (
      <TextField form={form} name="occupation" labelKey="registration.occupation" testId="full-occupation" />
    );
  return (
    <SelectField
      form={form}
      name="occupation"
      labelKey="registration.occupation"
      testId="full-occupation"
      options={[
        { value: '', label: t('registration.choose') },
        ...registration.occupations.map((o) => ({ value: o.value, label: t(o.label) })),
      ]}
    />
  );
});

import { isValidPostalCode } from '../../../protocol/postalCodes';
import { hasProvinces } from '../../../protocol/provinces';
import {
  checkBirthDate,
  checkCountry,
  checkEmail,
  checkMaxLength,
  checkPassword,
  checkPhone,
  checkProvince,
  checkRequired,
  checkTerms,
  EMAIL_MAX,
  firstError,
  ONE_CLICK_USERNAME_MAX,
  PHONE_MAX,
  PROVINCE_MAX,
  ValidationKey,
} from '../../../protocol/validation';
import { expiryValid, luhnValid } from '../cashier/depositRules';
import type { FieldRule, FieldValue } from '../forms/FormState';
import { TITLES } from './checkoutSteps';

export interface DetailsValues extends Record<string, string | boolean> {
  title: string;
  firstName: string;
  lastName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  email: string;
  phone: string;
  username: string;
  password: string;
}

export interface AddressValues extends Record<string, string | boolean> {
  address: string;
  city: string;
  postalCode: string;
  country: string;
  state: string;
}

export interface PaymentValues extends Record<string, string | boolean> {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export interface ConfirmValues extends Record<string, string | boolean> {
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** The privacy policy's own key: the spec names only the terms' key (registration.quick.errors.tandc). */
export const PRIVACY_KEY = 'checkout.errors.privacy';

const text = (v: FieldValue) => String(v).trim();
const required =
  (...more: ((v: string) => string | null)[]) =>
  (v: FieldValue) =>
    firstError(text(v), checkRequired, ...more);
const ONE_CLICK_USERNAME = /^[A-Za-z0-9]+$/;

/**
 * Spec section 5, one-click checkout: age, title, first and last name, email and phone are
 * required (the birth date gives the age; under 18 is registration.quick.errors.young). The
 * account's username (up to 24 letters and digits) and password follow the registration rules.
 */
export function detailsRules(
  today?: () => Date,
): Partial<Record<keyof DetailsValues, FieldRule<DetailsValues>>> {
  return {
    title: (v) => (text(v) in TITLES ? null : ValidationKey.required),
    firstName: required(checkMaxLength(50)),
    lastName: required(checkMaxLength(50)),
    // The three dropdowns report one error, on the year.
    birthYear: (_v, all) => {
      const now = today?.();
      return checkBirthDate(
        { day: Number(all.birthDay), month: Number(all.birthMonth), year: Number(all.birthYear) },
        now ? { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() } : undefined,
      );
    },
    email: required(checkMaxLength(EMAIL_MAX), checkEmail),
    phone: required(checkMaxLength(PHONE_MAX), checkPhone),
    username: required(checkMaxLength(ONE_CLICK_USERNAME_MAX), (v) =>
      ONE_CLICK_USERNAME.test(v) ? null : ValidationKey.username,
    ),
    password: (v) => checkPassword(String(v)),
  };
}

/**
 * Address, postal code, country and state are required (spec section 5). The postal code must
 * have its country's shape and the state be one of the country's provinces where it has a list,
 * as the server's full registration checks them.
 */
export function addressRules(): Partial<Record<keyof AddressValues, FieldRule<AddressValues>>> {
  return {
    address: required(checkMaxLength(64)),
    city: required(checkMaxLength(64)),
    postalCode: (v, all) =>
      firstError(text(v), checkRequired, checkMaxLength(20), (code) =>
        checkCountry(String(all.country)) || isValidPostalCode(String(all.country), code)
          ? null
          : ValidationKey.invalid,
      ),
    country: (v) => checkCountry(text(v)),
    state: (v, all) =>
      hasProvinces(String(all.country))
        ? checkProvince(text(v))
        : firstError(text(v), checkRequired, checkMaxLength(PROVINCE_MAX)),
  };
}

/** The sandbox card, as the cashier's card deposit checks it (Luhn, MM/YY not past, 3 or 4 digits). */
export function paymentRules(now: () => Date = () => new Date()) {
  const rules: Partial<Record<keyof PaymentValues, FieldRule<PaymentValues>>> = {
    cardNumber: (v) => (luhnValid(text(v).replace(/[\s-]/g, '')) ? null : 'deposit.card.number'),
    cardExpiry: (v) => (expiryValid(text(v), now()) ? null : 'deposit.card.expiry'),
    cardCvc: (v) => (/^\d{3,4}$/.test(text(v)) ? null : 'deposit.card.cvc'),
  };
  return rules;
}

/** Terms and privacy policy must both be accepted. */
export function confirmRules(): Partial<Record<keyof ConfirmValues, FieldRule<ConfirmValues>>> {
  return {
    termsAccepted: (v) => checkTerms(v),
    privacyAccepted: (v) => (checkTerms(v) ? PRIVACY_KEY : null),
  };
}

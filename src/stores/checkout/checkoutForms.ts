import { FormState } from '../forms/FormState';
import {
  addressRules,
  confirmRules,
  detailsRules,
  paymentRules,
  type AddressValues,
  type ConfirmValues,
  type DetailsValues,
  type PaymentValues,
} from './checkoutRules';

/** The card as typed: never stored, cleared after paying and whenever a checkout is restored. */
export const noCard = (): PaymentValues => ({ cardNumber: '', cardExpiry: '', cardCvc: '' });
/** The terms and privacy boxes, asked again for every order. */
export const unconfirmed = (): ConfirmValues => ({ termsAccepted: false, privacyAccepted: false });

/** The checkout's four forms, empty; `today` dates the birth year and card expiry rules. */
export function checkoutForms(today?: () => Date) {
  return {
    details: new FormState<DetailsValues>(
      {
        title: '',
        firstName: '',
        lastName: '',
        birthDay: '-1',
        birthMonth: '-1',
        birthYear: '-1',
        email: '',
        phone: '',
        username: '',
        password: '',
      },
      () => detailsRules(today),
    ),
    address: new FormState<AddressValues>(
      { address: '', city: '', postalCode: '', country: 'XX', state: '' },
      addressRules,
    ),
    payment: new FormState<PaymentValues>(noCard(), () => paymentRules(today)),
    confirm: new FormState<ConfirmValues>(unconfirmed(), confirmRules),
  };
}

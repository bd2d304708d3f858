import { defineCall, noParams } from './define';
import type { Account } from '../types';

export const getPlayerAccounts = defineCall<Account[]>()({
  name: 'getPlayerAccounts',
  access: 'open',
  area: 'cashier',
  summary: "The logged-in player's accounts (needs a session although open on either endpoint)",
  params: noParams,
});

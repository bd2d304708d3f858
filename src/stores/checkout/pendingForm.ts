import { action, runInAction } from 'mobx';
import type { CheckoutHost } from './checkoutHost';
import { stepIndex } from './checkoutSteps';

const FORM_TYPE = 'oneClickCheckout';

/** Saves the form for the operator (spec Pending form); never holds the checkout up. */
export const postForm = action(async (host: CheckoutHost, completed: boolean): Promise<void> => {
  const email = host.details.values.email.trim();
  if (!email || host.details.error('email')) return;
  const { password: _password, ...details } = host.details.values;
  void _password;
  try {
    const { id, key } = await host.deps.transport.call('postPendingForm', {
      ...(host.progress.pendingForm ? host.progress.pendingForm : {}),
      emailAddress: email,
      formType: FORM_TYPE,
      formIndex: stepIndex(host.step),
      formData: JSON.stringify({
        gameId: host.progress.gameId,
        lines: host.progress.lines,
        tickets: host.progress.tickets,
        draws: host.progress.draws,
        plan: host.progress.plan,
        details,
        address: host.address.values,
      }),
      formCompleted: completed,
      memberId: host.deps.memberId,
    });
    runInAction(() => {
      host.progress.pendingForm = { id, key };
      host.save();
    });
  } catch (error) {
    console.warn('postPendingForm failed', error);
  }
});

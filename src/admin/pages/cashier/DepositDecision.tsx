import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DepositListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { ReasonConfirm } from './ReasonConfirm';

/** The confirmation step of settling or declining an mBoB request: what happens, and the reason. */
export const DepositDecision = observer(function DepositDecision(props: {
  deposit: DepositListing;
  settle: boolean;
  onDone(): void;
}) {
  const { deposits } = useAdmin();
  const { t, i18n } = useTranslation();
  const { deposit: d, settle } = props;
  const amount = formatMinor(d.amount, d.currency, i18n.language);
  return (
    <ReasonConfirm
      idPrefix="deposit-decision"
      heading={t(settle ? 'deposits.settleHeading' : 'deposits.declineHeading', { id: d.orderId })}
      warning={t(settle ? 'deposits.settleWarning' : 'deposits.declineWarning', {
        amount,
        username: d.username,
        reference: d.reference,
      })}
      confirmLabel={t(settle ? 'deposits.confirmSettle' : 'deposits.confirmDecline')}
      danger={!settle}
      act={(reason) =>
        deposits.decide(
          settle,
          { orderId: d.orderId, reason },
          t(settle ? 'deposits.settled' : 'deposits.declined', { id: d.orderId, amount }),
        )
      }
      onDone={props.onDone}
    />
  );
});

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import type { TicketHolderField } from '../../stores/picking/PaperTicket';

const HOLDER_FIELDS: { field: TicketHolderField; type: string; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
];

/**
 * On the confirm step: buy the lines as a paper ticket (purchaseTicket), to print or to give, in
 * the holder's name. The holder starts as the player; a field left wrong is marked and stops the
 * purchase here (the server checks it again).
 */
export const PaperTicketOption = observer(function PaperTicketOption() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const ticket = picking.paperTicket;
  if (!picking.paperTicketAllowed) return null;
  const editable = picking.state === 'confirm';
  return (
    <fieldset className="paper-ticket" data-testid="paper-ticket">
      <legend className="visually-hidden">{t('pick.paperTicket.legend')}</legend>
      <label className="form__field form__field--check">
        <input
          type="checkbox"
          data-testid="paper-ticket-wanted"
          checked={ticket.wanted}
          disabled={!editable}
          onChange={(e) => ticket.setWanted(e.target.checked)}
        />
        <span>{t('pick.paperTicket.ask')}</span>
      </label>
      {ticket.wanted &&
        HOLDER_FIELDS.map(({ field, type, autoComplete }) => {
          const wrong = ticket.problems.includes(field);
          return (
            <label className="form__field" key={field}>
              <span>{t(`pick.paperTicket.${field}`)}</span>
              <input
                type={type}
                autoComplete={autoComplete}
                data-testid={`paper-ticket-${field}`}
                value={ticket.holder[field]}
                disabled={!editable}
                aria-invalid={wrong}
                onChange={(e) => ticket.setHolder(field, e.target.value)}
              />
            </label>
          );
        })}
      {ticket.wanted && ticket.problems.length > 0 && (
        <p className="form__hint" data-testid="paper-ticket-incomplete">
          {t('pick.paperTicket.incomplete')}
        </p>
      )}
    </fieldset>
  );
});

/** On the joined step: the ticket's id and secure key, shown this once, to print or write down. */
export const IssuedTicketCard = observer(function IssuedTicketCard() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const issued = picking.paperTicket.issued;
  if (!issued) return null;
  return (
    <section className="issued-ticket card" data-testid="issued-ticket" aria-labelledby="issued-ticket-title">
      <h2 id="issued-ticket-title" className="issued-ticket__title">
        {t('pick.paperTicket.issued')}
      </h2>
      <dl className="issued-ticket__codes">
        <dt>{t('pick.paperTicket.ticketId')}</dt>
        <dd data-testid="issued-ticket-id">{issued.ticketId}</dd>
        <dt>{t('pick.paperTicket.secureKey')}</dt>
        <dd data-testid="issued-ticket-key">{issued.secureKey}</dd>
      </dl>
      <p className="form__hint">{t('pick.paperTicket.keepKey')}</p>
      <p className="form__actions">
        <button
          type="button"
          className="button"
          data-testid="issued-ticket-print"
          onClick={() => window.print()}
        >
          {t('pick.paperTicket.print')}
        </button>
        <Link to="/scan" className="button button--ghost" data-testid="issued-ticket-scan">
          {t('pick.paperTicket.check')}
        </Link>
      </p>
    </section>
  );
});

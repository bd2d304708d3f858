import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportCaseListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { useBusy } from '../useBusy';

/**
 * Who handles the case, and for those who may change it: Assign to me, Unassign, or a pick of the
 * operators who handle the site's cases (listSupportOperators; the server refuses anyone else).
 */
export const CaseAssignment = observer(function CaseAssignment(props: { supportCase: SupportCaseListing }) {
  const { support, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const [busy, run] = useBusy();
  const { caseId, siteId, assigneeId, assignee, assignedAt } = props.supportCase;
  const mayAssign = session.may('assignSupportCase');
  useEffect(() => {
    if (mayAssign) void support.loadOperators(siteId);
  }, [support, siteId, mayAssign]);
  const operators = support.operators?.siteId === siteId ? support.operators.operators : [];
  const me = operators.find((o) => o.username === session.operator?.username);
  const [picked, setPicked] = useState('');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const assign = (operatorId: number | null, name: string | null) =>
    run(() =>
      support.assign(
        caseId,
        operatorId,
        name === null
          ? t('support.unassignedNotice', { id: caseId })
          : t('support.assignedNotice', { id: caseId, name }),
      ),
    );
  return (
    <section
      className="admin-card admin-stack"
      aria-labelledby="case-assignee"
      data-testid="support-assignment"
    >
      <h2 id="case-assignee">{t('support.assignment')}</h2>
      <p data-testid="support-assignee">
        {assignee !== null && assignedAt !== null
          ? t('support.assignedTo', { name: assignee, at: when.format(assignedAt) })
          : t('support.nobody')}
      </p>
      {mayAssign && (me || assigneeId !== null) && (
        <div className="admin-actions">
          {me && assigneeId !== me.operatorId && (
            <button
              className="admin-button admin-button--primary"
              type="button"
              disabled={busy}
              onClick={() => void assign(me.operatorId, me.username)}
            >
              {t('support.assignMe')}
            </button>
          )}
          {assigneeId !== null && (
            <button
              className="admin-button"
              type="button"
              disabled={busy}
              onClick={() => void assign(null, null)}
            >
              {t('support.unassign')}
            </button>
          )}
        </div>
      )}
      {mayAssign && (
        <form
          className="admin-filters"
          onSubmit={(e) => {
            e.preventDefault();
            const to = operators.find((o) => String(o.operatorId) === picked);
            if (to) void assign(to.operatorId, to.username);
          }}
        >
          <label>
            <span>{t('support.assignTo')}</span>
            <select
              value={picked}
              onChange={(e) => setPicked(e.target.value)}
              data-testid="support-assign-to"
            >
              <option value="">{t('support.pickOperator')}</option>
              {operators.map((o) => (
                <option key={o.operatorId} value={o.operatorId}>
                  {t('support.operatorOption', { name: o.username, role: t(`role.${o.role}`) })}
                </option>
              ))}
            </select>
          </label>
          <div className="admin-filters__actions">
            <button className="admin-button" type="submit" disabled={busy || picked === ''}>
              {t('support.assign')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
});

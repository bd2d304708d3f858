import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvidenceCheck, type EvidenceSource } from '../../stores/fairness/EvidenceCheck';
import { downloadText } from './downloadText';
import { VerifyReport } from './VerifyReport';
import './verify.css';

type Shown = { label: string; value: string | null; hidden: string; testId: string };

type Hexes = { commitment?: { seedHash?: string } | null; seed?: string | null };
type Loaded = Hexes & { pool?: { merkleRoot?: string; seed?: string | null } };

/** What the panel shows of the evidence: the commitment, and the seed once revealed. */
function shownOf(evidence: Loaded | null, kind: EvidenceSource['kind'], t: (k: string) => string): Shown[] {
  if (!evidence) return [];
  if (kind === 'draw')
    return [
      {
        label: t('fairness.commitment'),
        value: evidence.commitment?.seedHash ?? null,
        hidden: t('fairness.noCommitment'),
        testId: 'fairness-commitment',
      },
      {
        label: t('fairness.seed'),
        value: evidence.seed ?? null,
        hidden: t('fairness.seedHidden'),
        testId: 'fairness-seed',
      },
    ];
  return [
    {
      label: t('fairness.merkleRoot'),
      value: evidence.pool?.merkleRoot ?? null,
      hidden: '',
      testId: 'fairness-commitment',
    },
    {
      label: t('fairness.seed'),
      value: evidence.pool?.seed ?? null,
      hidden: t('fairness.poolSeedHidden'),
      testId: 'fairness-seed',
    },
  ];
}

/**
 * The game-over page's and the ticket screen's fair-play box: the commitment, the seed once
 * revealed, "Verify" (the standalone verifier, here in the page) and "Download evidence".
 */
export const FairnessPanel = observer(function FairnessPanel({ source }: { source: EvidenceSource }) {
  const { t } = useTranslation();
  const [check] = useState(() => new EvidenceCheck());
  const key = source.kind === 'draw' ? `draw-${source.gameInstanceId}` : `ticket-${source.ticketId}`;
  useEffect(() => {
    void check.load(source);
    // The source is named by its key; a new object for the same source need not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check, key]);
  return (
    <section className="fairness-panel" data-testid="fairness-panel" aria-label={t('fairness.panel')}>
      <h2>{t('fairness.panel')}</h2>
      {check.loadFailed && <p data-testid="fairness-load-failed">{t('fairness.loadFailed')}</p>}
      <dl className="details-list seed-proof">
        {shownOf(check.evidence as Loaded | null, source.kind, t).map((s) => (
          <div key={s.testId}>
            <dt>{s.label}</dt>
            <dd data-testid={s.testId} className="fairness-panel__hex">
              {s.value ?? s.hidden}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <button
          type="button"
          className="button button--ghost"
          data-testid="fairness-verify"
          disabled={!check.evidence || check.checking}
          onClick={() => void check.check()}
        >
          {check.checking ? t('fairness.checking') : t('fairness.verify')}
        </button>{' '}
        <button
          type="button"
          className="button button--ghost"
          data-testid="fairness-download"
          disabled={!check.evidence}
          onClick={() => downloadText(`drawhall-evidence-${key}.json`, check.fileText)}
        >
          {t('fairness.download')}
        </button>{' '}
        <a href="/verify" data-testid="fairness-open-verifier">
          {t('fairness.openVerifier')}
        </a>
      </p>
      {check.report && <VerifyReport report={check.report} />}
    </section>
  );
});

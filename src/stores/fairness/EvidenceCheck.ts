import { makeAutoObservable, runInAction } from 'mobx';
import { scanKeyOf, verifyEvidence, verifyEvidenceText, type Report } from '../../../protocol/fairness';
import { webSha256 } from '../../../protocol/instant/sha256';

/** Whose evidence: a draw's (anyone's), or a ticket's (its scan key comes from its salt). */
export type EvidenceSource =
  { kind: 'draw'; gameInstanceId: number } | { kind: 'ticket'; ticketId: number; salt: string };

/**
 * One evidence check (docs/fairness.md): the evidence fetched from /api/evidence, or pasted or
 * uploaded on /verify, then checked here in the browser by the standalone verifier. It is imported
 * here, not loaded at the first check, so a page that has loaded checks with the network cut;
 * this store loads only with its lazy pages, never with the lobby.
 */
export class EvidenceCheck {
  evidence: Record<string, unknown> | null = null;
  loadFailed = false;
  checking = false;
  report: Report | null = null;

  constructor(private readonly fetchImpl: typeof fetch = (...a) => fetch(...a)) {
    makeAutoObservable<EvidenceCheck, 'fetchImpl'>(this, { fetchImpl: false });
  }

  async load(source: EvidenceSource): Promise<void> {
    try {
      const response = await this.fetchImpl(await evidenceUrl(source));
      if (!response.ok) throw new Error(`evidence: HTTP ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      runInAction(() => {
        this.evidence = body;
        this.loadFailed = false;
        this.report = null;
      });
    } catch (error) {
      console.warn('evidence failed to load', error);
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Checks the loaded evidence, or the text given (pasted or read from a file). */
  async check(text?: string): Promise<void> {
    this.checking = true;
    this.report = null;
    const report =
      text === undefined
        ? await verifyEvidence(this.evidence, webSha256())
        : await verifyEvidenceText(text, webSha256());
    runInAction(() => {
      this.report = report;
      this.checking = false;
    });
  }

  /** The evidence as the file "Download evidence" saves. */
  get fileText(): string {
    return `${JSON.stringify(this.evidence, null, 2)}\n`;
  }
}

/** Where a source's evidence is served; a ticket's by its scan key, so the link works anywhere. */
export async function evidenceUrl(source: EvidenceSource): Promise<string> {
  if (source.kind === 'draw') return `/api/evidence/draw/${source.gameInstanceId}`;
  return `/api/evidence/ticket/${source.ticketId}?key=${await scanKeyOf(source.salt, webSha256())}`;
}

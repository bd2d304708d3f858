import { verifyEvidenceText, type Report } from '../../protocol/fairness';
import { webSha256 } from '../../protocol/instant/sha256';
import catalogue from '../../config/locales/en_US/fairness.json';

/**
 * verify.html: the /verify page's verifier as one self-contained file (scripts/verifyHtml.ts
 * inlines this bundle), to save and open from disk. Plain DOM, no framework, no request: its own
 * Content-Security-Policy forbids any connection. The texts are the English catalogue's.
 */
const text = catalogue.fairness as unknown as Record<string, unknown>;

function t(key: string, params: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], text);
  const s = typeof found === 'string' ? found : key;
  return s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string> = {}, body = '') {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) node.setAttribute(k, v);
  node.textContent = body;
  return node;
}

function render(out: HTMLElement, report: Report) {
  const step = (id: string) => t(`steps.${id}`) || id;
  const verdict = report.firstFailure
    ? t('failed', { step: step(report.firstFailure.step) })
    : t(report.complete ? 'verified' : 'waiting');
  const p = el('p', {
    role: 'status',
    'data-testid': 'verify-verdict',
    'data-ok': String(report.ok),
    'data-complete': String(report.complete),
    'data-failed-step': report.firstFailure?.step ?? '',
  });
  p.append(el('strong', {}, verdict));
  const list = el('ol');
  for (const s of report.steps) {
    const li = el('li', { 'data-testid': 'verify-step', 'data-step': s.step, 'data-state': s.state });
    li.textContent = `${s.subject ? `${t('ticket', { subject: s.subject })}: ` : ''}${step(s.step)} — ${t(`state.${s.state}`)}`;
    li.title = s.detail;
    list.append(li);
  }
  out.replaceChildren(p, list);
}

function start() {
  document.title = t('heading');
  const input = el('textarea', {
    'data-testid': 'verify-input',
    rows: '10',
    spellcheck: 'false',
    'aria-label': t('paste'),
  }) as HTMLTextAreaElement;
  const file = el('input', {
    type: 'file',
    accept: 'application/json,.json',
    'data-testid': 'verify-file',
    'aria-label': t('upload'),
  }) as HTMLInputElement;
  const button = el('button', { type: 'button', 'data-testid': 'verify-submit' }, t('check'));
  const out = el('div', { 'data-testid': 'verify-report' });
  const check = async (value: string) => {
    button.textContent = t('checking');
    render(out, await verifyEvidenceText(value, webSha256()));
    button.textContent = t('check');
  };
  button.addEventListener('click', () => void check(input.value));
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (f) void f.text().then((v) => ((input.value = v), check(v)));
  });
  const main = el('main', { 'data-testid': 'verify-page' });
  main.append(
    el('h1', {}, t('heading')),
    el('p', {}, t('intro')),
    input,
    file,
    button,
    out,
    el('p', {}, t('howItWorks')),
  );
  document.body.append(main);
}

start();

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_UPLOAD_PATH } from '../../../../protocol/idDocument';
import { idDocumentProblem, uploadIdDocument } from '../../../../src/stores/account/idDocument';
import { RootStore } from '../../../../src/stores/RootStore';
import { FakeTransport } from '../../fakes/FakeTransport';

const file = (bytes: number, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('identity document checks before upload', () => {
  it('accepts images and PDFs within the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
      expect(idDocumentProblem(file(10, type))).toBeNull();
  });

  it('names the type or size key otherwise', () => {
    expect(idDocumentProblem(file(10, 'text/plain'))).toBe('verification.document.type');
    expect(idDocumentProblem(file(10, ''))).toBe('verification.document.type');
    expect(idDocumentProblem(file(0, 'image/png'))).toBe('verification.document.type');
    expect(idDocumentProblem({ size: ID_DOCUMENT_MAX_BYTES + 1, type: 'image/png' })).toBe(
      'verification.document.size',
    );
  });
});

describe('uploadIdDocument', () => {
  it('posts the file as the body with the session header and the params in the query', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ ok: true, result: 1 })));
    const doc = file(5, 'image/png');
    const result = await uploadIdDocument(
      { documentType: 'passport', documentNumber: 'P 1&2', file: doc },
      { 'x-auth-token': 'tok' },
      fetchImpl as unknown as typeof fetch,
    );
    expect(result).toBe(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${ID_DOCUMENT_UPLOAD_PATH}?documentType=passport&documentNumber=P+1%262`);
    expect(init).toMatchObject({ method: 'POST', body: doc });
    expect(init.headers).toMatchObject({ 'x-auth-token': 'tok', 'content-type': 'image/png' });
  });

  it("rejects with the server's fault", async () => {
    const fault = {
      code: 'Server.Validation',
      message: 'Invalid',
      detail: { documentImage: 'verification.document.size' },
    };
    const fetchImpl = async () => new Response(JSON.stringify({ ok: false, fault }), { status: 413 });
    await expect(
      uploadIdDocument(
        { documentType: 'idCard', documentNumber: 'X12', file: file(1, 'image/png') },
        {},
        fetchImpl,
      ),
    ).rejects.toMatchObject({ code: 'Server.Validation', detail: fault.detail });
  });
});

describe('AccountStore.requestIdVerification with a document', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a wrong file at once, without calling the server', async () => {
    const transport = new FakeTransport();
    const root = new RootStore({ transport, memberId: 1 });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await root.account.requestIdVerification('passport', 'P123', file(3, 'text/html'))).toBe(false);
    expect(root.account.state('idVerification')).toBe('error');
    expect(root.account.failure('idVerification')?.key).toBe('verification.document.type');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(transport.calls).toEqual([]);
  });

  it('uploads over HTTP with the session token and shows a refusal by its field key', async () => {
    const transport = new FakeTransport();
    transport.token = 'session-token';
    const root = new RootStore({ transport, memberId: 1 });
    const fault = {
      code: 'Server.Validation',
      message: 'Invalid',
      detail: { documentImage: 'verification.document.type' },
    };
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: true, result: 1 })))
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: false, fault }), { status: 400 }));
    vi.stubGlobal('fetch', fetchSpy);

    expect(await root.account.requestIdVerification('passport', ' P123 ', file(3, 'image/jpeg'))).toBe(true);
    expect(root.account.state('idVerification')).toBe('true');
    expect(String(fetchSpy.mock.calls[0][0])).toContain('documentNumber=P123');
    expect(fetchSpy.mock.calls[0][1].headers['x-auth-token']).toBe('session-token');
    expect(transport.calls).toEqual([]);

    expect(await root.account.requestIdVerification('passport', 'P123', file(3, 'image/jpeg'))).toBe(false);
    expect(root.account.failure('idVerification')?.key).toBe('verification.document.type');
  });
});

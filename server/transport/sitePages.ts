import type { FastifyInstance, FastifyReply } from 'fastify';

/** A custom page is either HTML or the URL it lives at (spec section 7, Direct HTTP calls). */
export type CustomPage = { html: string } | { url: string };

/** What the plain HTTP routes need from the sites domain; app.ts adapts the real services. */
export interface SiteContent {
  /** The site's languages, or null for an unknown site. */
  languages(siteId: number): Promise<unknown[] | null>;
  /** Translation messages of one language, or null when there are none. */
  messages(siteId: number, languageCode: string): Promise<Record<string, unknown> | null>;
  customPageById(merchantId: number, pageId: number, language: string): Promise<CustomPage | null>;
  customPageByLink(merchantId: number, pageLink: string, language: string): Promise<CustomPage | null>;
  /** The site's client stylesheet (CSS text), or null for an unknown site. */
  stylesheet(siteId: number): Promise<string | null>;
}

// Path parts are checked here, at the edge, so the domain only ever sees well-formed values.
const ID = /^[1-9][0-9]{0,9}$/;
const LANGUAGE = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?$/;
const PAGE_LINK = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** GET /client/i18n/... and /client/styles/... (PROTOCOL.md, Plain HTTP). Unknown or malformed: 404. */
export function sitePagesPlugin(content: SiteContent) {
  return async function sitePages(scope: FastifyInstance): Promise<void> {
    // Revalidated on every load: an operator's brand change must reach the next page view.
    scope.get<{ Params: { siteId: string } }>('/client/styles/:siteId', async (request, reply) => {
      const { siteId } = request.params;
      const css = ID.test(siteId) ? await content.stylesheet(Number(siteId)) : null;
      if (css === null) return notFound(reply);
      return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
    });

    scope.get<{ Params: { siteId: string } }>('/client/i18n/locales/:siteId', async (request, reply) => {
      const { siteId } = request.params;
      const languages = ID.test(siteId) ? await content.languages(Number(siteId)) : null;
      return languages ? reply.send(languages) : notFound(reply);
    });

    scope.get<{ Params: { siteId: string; languageCode: string } }>(
      '/client/i18n/locales/:siteId/:languageCode',
      async (request, reply) => {
        const { siteId, languageCode } = request.params;
        const ok = ID.test(siteId) && LANGUAGE.test(languageCode);
        const messages = ok ? await content.messages(Number(siteId), languageCode) : null;
        return messages ? reply.send(messages) : notFound(reply);
      },
    );

    scope.get<{ Params: { merchantId: string; pageId: string; language: string } }>(
      '/client/i18n/customPageById/:merchantId/:pageId/:language',
      async (request, reply) => {
        const { merchantId, pageId, language } = request.params;
        const ok = ID.test(merchantId) && ID.test(pageId) && LANGUAGE.test(language);
        return sendPage(
          reply,
          ok ? await content.customPageById(Number(merchantId), Number(pageId), language) : null,
        );
      },
    );

    scope.get<{ Params: { merchantId: string; pageLink: string; language: string } }>(
      '/client/i18n/customPageByLink/:merchantId/:pageLink/:language',
      async (request, reply) => {
        const { merchantId, pageLink, language } = request.params;
        const ok = ID.test(merchantId) && PAGE_LINK.test(pageLink) && LANGUAGE.test(language);
        return sendPage(
          reply,
          ok ? await content.customPageByLink(Number(merchantId), pageLink, language) : null,
        );
      },
    );
  };
}

function sendPage(reply: FastifyReply, page: CustomPage | null): FastifyReply {
  if (!page) return notFound(reply);
  if ('url' in page) return reply.type('text/plain; charset=utf-8').send(page.url);
  return reply.type('text/html; charset=utf-8').send(page.html);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

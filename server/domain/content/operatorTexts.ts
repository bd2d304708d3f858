import type { OperatorTextKind } from '../../../protocol/operator/content';
import type { Queryable } from '../../storage/db';

/** The operator text players see that operators translate per site and language (issue 30). */
export interface OperatorTextKey {
  memberId: number;
  kind: OperatorTextKind;
  /** What the text belongs to: the game type's gameId. */
  ref: number;
}

/**
 * A text in the first of the languages that has one (the player's, then the site's default), or
 * null: the caller then shows the configuration's own text.
 */
export async function translatedText(
  q: Queryable,
  key: OperatorTextKey,
  languages: readonly string[],
): Promise<string | null> {
  if (languages.length === 0) return null;
  const rows = await q.query<{ language_id: string; text: string }>(
    `SELECT language_id, text FROM operator_texts
     WHERE member_id = $1 AND kind = $2 AND ref = $3 AND language_id = ANY($4::text[])`,
    [key.memberId, key.kind, key.ref, [...languages]],
  );
  for (const language of languages) {
    const row = rows.find((r) => r.language_id === language);
    if (row) return row.text;
  }
  return null;
}

/** Every stored translation of a site in one language, as `${kind}:${ref}` → text. */
export async function textsOf(
  q: Queryable,
  memberId: number,
  languageId: string,
): Promise<Map<string, string>> {
  const rows = await q.query<{ kind: string; ref: number; text: string }>(
    'SELECT kind, ref, text FROM operator_texts WHERE member_id = $1 AND language_id = $2',
    [memberId, languageId],
  );
  return new Map(rows.map((r) => [`${r.kind}:${Number(r.ref)}`, r.text]));
}

/** Stores a translation ('' removes it: the fallback shows again); the text it replaced, or null. */
export async function storeText(
  q: Queryable,
  key: OperatorTextKey & { languageId: string },
  text: string,
  by: string,
  now: number,
): Promise<string | null> {
  const [before] = await q.query<{ text: string }>(
    `SELECT text FROM operator_texts WHERE member_id = $1 AND kind = $2 AND ref = $3 AND language_id = $4
     FOR UPDATE`,
    [key.memberId, key.kind, key.ref, key.languageId],
  );
  if (text === '')
    await q.query(
      'DELETE FROM operator_texts WHERE member_id = $1 AND kind = $2 AND ref = $3 AND language_id = $4',
      [key.memberId, key.kind, key.ref, key.languageId],
    );
  else
    await q.query(
      `INSERT INTO operator_texts (member_id, kind, ref, language_id, text, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (member_id, kind, ref, language_id) DO UPDATE SET text = $5, updated_by = $6, updated_at = $7`,
      [key.memberId, key.kind, key.ref, key.languageId, text, by, now],
    );
  return before?.text ?? null;
}

/**
 * The site's translated game titles for a reader of the languages (first found wins), by gameId;
 * games without one keep their configured title.
 */
export async function gameTitlesOf(
  q: Queryable,
  memberId: number,
  languages: readonly string[],
): Promise<Record<string, string>> {
  const rows = await q.query<{ ref: number; language_id: string; text: string }>(
    `SELECT ref, language_id, text FROM operator_texts
     WHERE member_id = $1 AND kind = 'gameTitle' AND language_id = ANY($2::text[])`,
    [memberId, [...languages]],
  );
  const titles: Record<string, string> = {};
  for (const language of [...languages].reverse())
    for (const row of rows) if (row.language_id === language) titles[String(Number(row.ref))] = row.text;
  return titles;
}

/**
 * Whose translations a reader of `languageId` gets: their language's; a reader of a language other
 * than English (the configuration's texts) then the site's default language's.
 */
export function readerLanguages(languageId: string, siteDefault: string, fallback: string): string[] {
  const languages = [languageId];
  if (languageId !== fallback && siteDefault !== fallback && siteDefault !== languageId)
    languages.push(siteDefault);
  return languages;
}

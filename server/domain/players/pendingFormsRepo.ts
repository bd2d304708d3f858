import type { Queryable } from '../../storage/db';

export interface PendingForm {
  memberId: number;
  emailAddress: string;
  formType: string;
  formIndex: number;
  formData: string;
  formCompleted: boolean;
}

/** Half-filled one-click checkout forms, found again only by the hash of their creator's key. */
export const pendingFormsRepo = {
  /** The form's id when a live form of the site has this key (it is updated), else null. */
  async update(q: Queryable, keyHash: string, form: PendingForm, now: number): Promise<number | null> {
    const rows = await q.query<{ id: number }>(
      `UPDATE pending_forms SET email = $3, form_type = $4, form_index = $5, form_data = $6,
         form_completed = $7, updated_at = $8
       WHERE key_hash = $1 AND member_id = $2 RETURNING id`,
      [
        keyHash,
        form.memberId,
        form.emailAddress,
        form.formType,
        form.formIndex,
        form.formData,
        form.formCompleted,
        now,
      ],
    );
    return rows[0] ? Number(rows[0].id) : null;
  },

  async insert(q: Queryable, keyHash: string, form: PendingForm, now: number): Promise<number> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO pending_forms (member_id, email, form_type, form_index, form_data, form_completed, created_at,
         updated_at, key_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING id`,
      [
        form.memberId,
        form.emailAddress,
        form.formType,
        form.formIndex,
        form.formData,
        form.formCompleted,
        now,
        keyHash,
      ],
    );
    return Number(rows[0].id);
  },

  /** Forms nobody has saved since `before` are dropped. */
  async dropOlderThan(q: Queryable, before: number): Promise<void> {
    await q.query('DELETE FROM pending_forms WHERE updated_at < $1', [before]);
  },
};

import type { Queryable } from '../../storage/db';

export interface PendingForm {
  id?: number;
  memberId: number;
  emailAddress: string;
  formType: string;
  formIndex: number;
  formData: string;
  formCompleted: boolean;
}

/** Half-filled one-click checkout forms; resaving with the id given back updates the same row. */
export const pendingFormsRepo = {
  async save(q: Queryable, form: PendingForm, now: number): Promise<number> {
    if (form.id) {
      const rows = await q.query<{ id: number }>(
        `UPDATE pending_forms SET form_type = $4, form_index = $5, form_data = $6, form_completed = $7,
           updated_at = $8
         WHERE id = $1 AND member_id = $2 AND lower(email) = lower($3) RETURNING id`,
        [
          form.id,
          form.memberId,
          form.emailAddress,
          form.formType,
          form.formIndex,
          form.formData,
          form.formCompleted,
          now,
        ],
      );
      if (rows[0]) return rows[0].id;
    }
    const rows = await q.query<{ id: number }>(
      `INSERT INTO pending_forms (member_id, email, form_type, form_index, form_data, form_completed, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [
        form.memberId,
        form.emailAddress,
        form.formType,
        form.formIndex,
        form.formData,
        form.formCompleted,
        now,
      ],
    );
    return rows[0].id;
  },
};

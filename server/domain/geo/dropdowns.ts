/**
 * Options of the configurable form dropdowns (getDropdownItems). Values are stable codes; labels
 * are translation keys the client looks up, so every language shares one list.
 */
const LISTS: ReadonlyMap<string, readonly { value: string; label: string }[]> = new Map([
  ['gender', ['M', 'F', 'O'].map((v) => ({ value: v, label: `dropdown.gender.${v}` }))],
  ['title', ['MR', 'MRS', 'MS', 'MX', 'DR'].map((v) => ({ value: v, label: `dropdown.title.${v}` }))],
  [
    'occupation',
    ['employed', 'selfEmployed', 'student', 'retired', 'unemployed', 'other'].map((v) => ({
      value: v,
      label: `dropdown.occupation.${v}`,
    })),
  ],
  [
    'documentType',
    ['passport', 'idCard', 'driverLicence'].map((v) => ({ value: v, label: `dropdown.documentType.${v}` })),
  ],
]);

export function dropdownItems(list: string): { value: string; label: string }[] {
  return [...(LISTS.get(list) ?? [])];
}

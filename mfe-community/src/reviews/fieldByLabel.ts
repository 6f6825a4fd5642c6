/**
 * The field a BFF 400's text is about: the contracts' messages start with the field's label
 * ("Pros contains language that is not allowed…", "City is required"). The longest label is tried
 * first, so "Company name" wins over "Company". Undefined for a form-wide problem.
 */
export function fieldByLabel<Field extends string>(
  labels: Partial<Record<Field, string>>,
  message: string,
): Field | undefined {
  return (Object.entries(labels) as Array<[Field, string]>)
    .sort(([, a], [, b]) => b.length - a.length)
    .find(([, label]) => message.startsWith(`${label} `))?.[0];
}

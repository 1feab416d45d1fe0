/** Moves focus to the first field with an error, in form order. */
export function focusFirstError(formId: string, fieldOrder: readonly string[], errors: Record<string, string | undefined>): void {
  const first = fieldOrder.find((field) => errors[field]);
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}

import type { Validator } from 'react-admin';

/** react-admin's required(), except that a text of spaces only is empty too (the API trims). */
export const requiredText: Validator & { isRequired?: boolean } = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'ra.validation.required';
// Marks the input as required (the asterisk), as required() does.
requiredText.isRequired = true;

import type { FieldMessages } from '../lib/validate-form.ts';
import { TextField } from './text-field.tsx';

interface ContactFieldsProps {
  idPrefix: string;
  errors: FieldMessages;
  /** The contact form gives the name a whole row; the service form fits it into the grid. */
  isNameWide?: boolean;
}

// Name, e-mail and phone: the part every enquiry shares (docs/specification.md §3).
export function ContactFields({ idPrefix, errors, isNameWide = false }: ContactFieldsProps) {
  return (
    <>
      <TextField idPrefix={idPrefix} name="name" autoComplete="name" error={errors.name} isWide={isNameWide} />
      <TextField idPrefix={idPrefix} name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField idPrefix={idPrefix} name="phone" type="tel" autoComplete="tel" error={errors.phone} />
    </>
  );
}

import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

interface CommandDialogProps<V extends FieldValues> {
  /** The button's label, and the dialog's confirm button (message keys). */
  label: string;
  icon: ReactElement;
  title: string;
  titleArgs?: Record<string, unknown>;
  description?: string;
  /** The form's starting values (the record in context is not used: only these fields are sent). */
  defaultValues: V;
  /** Resolves true when the command succeeded (the dialog then closes). */
  onSubmit: (values: V) => Promise<boolean>;
  isPending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A button that opens a dialog with a small react-admin form for one command (a reason, a
 * department...). The form validates before anything is sent; the dialog closes on success and
 * stays open on a refusal, with what was typed.
 */
export const CommandDialog = <V extends FieldValues>({
  label,
  icon,
  title,
  titleArgs,
  description,
  defaultValues,
  onSubmit,
  isPending,
  disabled,
  children,
}: CommandDialogProps<V>) => {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const titleId = useId();
  const close = () => {
    if (!isPending) setOpen(false);
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={disabled}>
        {icon}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form<V>
          record={defaultValues}
          onSubmit={async (values: FieldValues) => {
            if (await onSubmit(values as V)) setOpen(false);
          }}
        >
          <DialogTitle id={titleId}>{translate(title, titleArgs)}</DialogTitle>
          <DialogContent>
            {description && <DialogContentText sx={{ mb: 2 }}>{translate(description, titleArgs)}</DialogContentText>}
            {children}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={isPending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending}>
              {translate(label)}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

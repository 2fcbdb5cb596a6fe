import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrors, formErrorMessage } from '@er/api-client';
import type { CallResult } from '../resources/types';
import { applyServerErrors, type FormFieldRef, type SummaryEntry } from './server-errors';

/** The API's code for a save of a record someone else saved since it was loaded (409; the version column). */
export const STALE_VERSION_CODE = 'ADMIN_STALE_VERSION';

/** Why the last save failed, shown at the top of the form (FormErrorSummary). */
export interface FormProblem {
  message: string;
  /** The fields' messages (each also under its field). */
  entries: SummaryEntry[];
  /** The record changed since it was loaded: offer to load the latest (never done without asking). */
  stale: boolean;
  /** Counts failed saves, so the summary takes focus again after each. */
  seq: number;
}

/**
 * Submits a react-hook-form form to the server and keeps what was typed whatever the answer: a 400 puts
 * the field errors on the fields and a summary at the top; a 409 (stale version) says so and waits for
 * the staff member to ask for the latest record; any other failure is a message at the top. The form's
 * `formState.isSubmitting` is true while the request runs (the save button waits).
 */
export function useServerForm<V extends FieldValues, T>(
  form: UseFormReturn<V>,
  fields: readonly FormFieldRef[],
  submit: (values: V) => CallResult<T>,
  onSaved: (data: T, values: V) => void,
) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const failures = useRef(0);

  const onSubmit = form.handleSubmit(async (values) => {
    const { data, error } = await submit(values);
    if (!error) {
      setProblem(null);
      onSaved(data as T, values);
      return;
    }
    failures.current += 1;
    const seq = failures.current;
    if (error.code === STALE_VERSION_CODE) {
      setProblem({ message: error.message, entries: [], stale: true, seq });
      return;
    }
    const errors = fieldErrors(error);
    const entries = errors ? applyServerErrors(errors, fields, form.setError) : [];
    setProblem({ message: formErrorMessage(error), entries, stale: false, seq });
  });

  return { problem, onSubmit, clearProblem: () => setProblem(null) };
}

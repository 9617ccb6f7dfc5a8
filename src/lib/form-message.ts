import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's message that lasts only until the user changes one of its fields (
 * the spec's rule for the physical-plan form, for every form). `fields` are the values the form
 * sends; the message is tied to them as they were when it was set, and hides as soon as any of
 * them differs, whatever control changed it (a text box, a select, a drawn checkbox).
 */
export function useFormMessage(
  fields: unknown,
): [string | null, (message: string | null | undefined) => void] {
  const current = JSON.stringify(fields);
  const [state, setState] = useState<{ message: string; fields: string | null } | null>(null);
  // A message set during a submit is tied to the values on the render that shows it: a submit
  // may tidy its own fields (a count brought into range) before its answer arrives.
  // Once a field differs the message is dropped, so going back to the old values does not bring
  // it back (React's pattern for state adjusted while rendering).
  if (state && state.fields === null) setState({ ...state, fields: current });
  else if (state && state.fields !== current) setState(null);
  const shown = state && (state.fields === null || state.fields === current) ? state.message : null;
  const set = (message: string | null | undefined) =>
    setState(message ? { message, fields: null } : null);
  return [shown, set];
}

/** The same for a react-hook-form form: its 'root' message goes when any field changes. */
export function useClearRootOnChange<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'clearErrors'>,
) {
  const { watch, clearErrors } = form;
  useEffect(() => {
    const subscription = watch(() => clearErrors('root'));
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}

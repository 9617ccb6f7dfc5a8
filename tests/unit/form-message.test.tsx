// @vitest-environment jsdom
// The rule every form follows: a message lasts until a field changes.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormMessage } from '../../src/lib/form-message';

describe('useFormMessage', () => {
  it('shows the message while the fields stay as they were, and drops it when one changes', () => {
    const { result, rerender } = renderHook(({ fields }) => useFormMessage(fields), {
      initialProps: { fields: { proceso: null as number | null, temas: [] as string[] } },
    });
    act(() => result.current[1]('Debes seleccionar un proceso'));
    expect(result.current[0]).toBe('Debes seleccionar un proceso');
    rerender({ fields: { proceso: null, temas: [] } });
    expect(result.current[0]).toBe('Debes seleccionar un proceso');
    rerender({ fields: { proceso: 3, temas: [] } });
    expect(result.current[0]).toBeNull();
    // Back to the old values: the message does not come back by itself.
    rerender({ fields: { proceso: null, temas: [] } });
    expect(result.current[0]).toBeNull();
  });

  it('ties a message to the values shown with it, not those of an earlier render', () => {
    const { result, rerender } = renderHook(({ numero }) => useFormMessage({ numero }), {
      initialProps: { numero: '500' },
    });
    // A submit that brings the count into range and then fails: the failure stays shown.
    rerender({ numero: '50' });
    act(() => result.current[1]('No se pudieron generar los psicotécnicos'));
    expect(result.current[0]).toBe('No se pudieron generar los psicotécnicos');
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });
});

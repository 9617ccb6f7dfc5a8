// @vitest-environment jsdom
// The summaries' refresh from the server: a failure on the device (storing the copy) is tried once
// more before the screen hears of it; the server's refusal and the network are not retried.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerRefresh } from '../../src/features/summaries/hooks/use-refresh';
import { ApiError } from '../../src/lib/api-client';

afterEach(() => vi.restoreAllMocks());

function setup(outcomes: (Error | null)[]) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const refresh = vi.fn(async () => {
    const outcome = outcomes.shift();
    if (outcome) throw outcome;
  });
  const onError = vi.fn();
  const { result } = renderHook(() => useServerRefresh('resumen-1-2', refresh, onError));
  return { result, refresh, onError };
}

describe('useServerRefresh', () => {
  it('tries a failure on the device once more, and the screen never hears of it', async () => {
    const { result, refresh, onError } = setup([new Error('TransactionInactiveError'), null]);
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.offline).toBe(false);
  });

  it('gives the second failure on the device to the screen', async () => {
    const second = new Error('otra vez');
    const { result, refresh, onError } = setup([new Error('una vez'), second]);
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledExactlyOnceWith(second);
  });

  it("does not retry the server's refusal", async () => {
    const refusal = new ApiError(400, 'Datos no válidos');
    const { result, refresh, onError } = setup([refusal, null]);
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledExactlyOnceWith(refusal);
  });
});

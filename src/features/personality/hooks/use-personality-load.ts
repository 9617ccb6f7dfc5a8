import { useEffect, useState } from 'react';
import type { PersonalityAnswers, PersonalityDefinition } from '@/core/contract';
import { restoreAnswers } from '../data/answers';
import { loadPersonalityDefinition } from '../data/definition';
import type { ProfileEntry } from '../data/profiles';
import { listLocalProfiles, pullProfiles, registerPersonalitySync } from '../data/profiles';

registerPersonalitySync();

export type PersonalityLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      definition: PersonalityDefinition;
      answers: PersonalityAnswers;
      /** The newest finished profile, shown first when no test is in progress. */
      latest: ProfileEntry | null;
    };

/**
 * Loads the definition (server or kept copy), the answers in progress of its version and the
 * newest profile; meanwhile it brings the user's profiles from the server when it can.
 */
export function usePersonalityLoad(userId: number, attempt: number): PersonalityLoad {
  const [load, setLoad] = useState<PersonalityLoad & { key: string }>({
    status: 'loading',
    key: '',
  });
  const key = `${userId}:${attempt}`;

  useEffect(() => {
    let live = true;
    void pullProfiles(userId).catch(() => undefined);
    (async () => {
      const definition = await loadPersonalityDefinition();
      const answers = await restoreAnswers(userId, definition);
      const [latest = null] = await listLocalProfiles(userId);
      return { status: 'ready' as const, definition, answers, latest };
    })().then(
      (ready) => live && setLoad({ ...ready, key }),
      (error: unknown) => {
        console.error(error);
        if (live) setLoad({ status: 'error', key });
      },
    );
    return () => {
      live = false;
    };
  }, [userId, key]);

  return load.key === key ? load : { status: 'loading' };
}

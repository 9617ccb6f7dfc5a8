import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { PersonalityAnswers, PersonalityDefinition } from '@/core/contract';
import { countUnanswered } from '@/core/personality';
import { Card } from '@/components/ui/card';
import { saveAnswers } from '../data/answers';
import type { ProfileEntry } from '../data/profiles';
import {
  ProfileStorageFullError,
  finishPersonalityTest,
  listLocalProfiles,
} from '../data/profiles';
import { toast } from '@/lib/toast';
import { PERSONALITY_TEXT } from '../messages';
import { buildReportHtml } from '../report/report-html';
import { openReportWindow } from '../report/open-report';
import { AttemptsTable } from './attempts';
import { radioId } from './item-question';
import { ProfileView } from './profile-view';
import { TestView } from './test-view';

type View = { kind: 'test' } | { kind: 'profile'; entry: ProfileEntry };

const toTop = () => window.scrollTo({ top: 0 });

/** Answering, finishing and reading profiles, for one version of the test. */
export function PersonalityTest({
  userId,
  username,
  definition,
  initialAnswers,
  latest,
}: {
  userId: number;
  username: string;
  definition: PersonalityDefinition;
  initialAnswers: PersonalityAnswers;
  latest: ProfileEntry | null;
}) {
  const [answers, setAnswers] = useState(initialAnswers);
  const [showMissing, setShowMissing] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [view, setView] = useState<View>(() =>
    Object.keys(initialAnswers).length === 0 && latest
      ? { kind: 'profile', entry: latest }
      : { kind: 'test' },
  );
  const profiles = useLiveQuery(() => listLocalProfiles(userId), [userId]) ?? [];

  // Every answer is kept on the device as it is given (the record of this user and version).
  const { version } = definition;
  useEffect(() => {
    if (answers === initialAnswers || Object.keys(answers).length === 0) return;
    saveAnswers(userId, version, answers).catch((error: unknown) => {
      console.error(error);
      toast.error(PERSONALITY_TEXT.saveFailed);
    });
  }, [answers, initialAnswers, userId, version]);

  const onAnswer = useCallback((itemId: number, value: number) => {
    setAnswers((current) => ({ ...current, [itemId]: value }));
  }, []);

  const onFinish = async () => {
    const missing = countUnanswered(definition, answers);
    if (missing > 0) {
      setShowMissing(true);
      toast.error(PERSONALITY_TEXT.incomplete, PERSONALITY_TEXT.remaining(missing));
      const first = definition.items.find((item) => answers[item.id] === undefined);
      const radio = first && document.getElementById(radioId(first.id, 1));
      radio?.focus();
      radio?.closest('fieldset')?.scrollIntoView({ block: 'center' });
      return;
    }
    if (finishing) return;
    setFinishing(true);
    try {
      const entry = await finishPersonalityTest(userId, definition, answers);
      setAnswers({});
      setShowMissing(false);
      setView({ kind: 'profile', entry });
      toTop();
    } catch (error) {
      console.error(error);
      toast.error(
        PERSONALITY_TEXT.finishFailed,
        error instanceof ProfileStorageFullError ? error.message : undefined,
      );
    } finally {
      setFinishing(false);
    }
  };

  const openReport = (entry: ProfileEntry) => {
    const html = buildReportHtml({
      username,
      finishedAt: entry.finishedAt,
      generatedAt: Date.now(),
      profile: entry.profile,
    });
    if (!openReportWindow(html)) toast.error(PERSONALITY_TEXT.popupBlocked);
  };

  const showProfile = (entry: ProfileEntry) => {
    setView({ kind: 'profile', entry });
    toTop();
  };

  if (view.kind === 'profile') {
    // The kept copy, once there, carries the server's scoring and the sync state.
    const entry = profiles.find((p) => p.uuid === view.entry.uuid) ?? view.entry;
    return (
      <ProfileView
        entry={entry}
        profiles={profiles.length > 0 ? profiles : [entry]}
        inProgress={Object.keys(answers).length > 0}
        onReport={() => openReport(entry)}
        onRetake={() => {
          setView({ kind: 'test' });
          toTop();
        }}
        onView={showProfile}
      />
    );
  }

  return (
    <div className="space-y-6">
      {profiles.length > 0 && (
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">Tus perfiles anteriores</h2>
          <AttemptsTable profiles={profiles} shownUuid={null} onView={showProfile} />
        </Card>
      )}
      <TestView
        definition={definition}
        answers={answers}
        showMissing={showMissing}
        onAnswer={onAnswer}
        onFinish={() => void onFinish()}
        onReport={() => toast.error(PERSONALITY_TEXT.finishFirst)}
      />
    </div>
  );
}

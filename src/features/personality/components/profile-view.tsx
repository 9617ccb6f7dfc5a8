import { FileDown, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import type { ProfileEntry } from '../data/profiles';
import { PERSONALITY_TEXT } from '../messages';
import { AttemptComparison, AttemptsTable } from './attempts';
import { ProfileChart } from './profile-chart';
import { SubscaleInterpretation } from './subscale-interpretation';
import { ValidityAlerts } from './validity-alerts';
import { PendingSyncBadge } from '@/components/ui/pending-sync-badge';

/** A finished profile: chart, validity alerts, interpretation and how it compares with others. */
export function ProfileView({
  entry,
  profiles,
  inProgress,
  onReport,
  onRetake,
  onView,
}: {
  entry: ProfileEntry;
  /** All of the user's profiles, newest first. */
  profiles: ProfileEntry[];
  /** Answers of a new attempt are waiting. */
  inProgress: boolean;
  onReport: () => void;
  onRetake: () => void;
  onView: (entry: ProfileEntry) => void;
}) {
  const earlier = profiles.filter((p) => p.finishedAt < entry.finishedAt);
  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">Tu perfil</h2>
            <p className="text-sm text-slate-600">
              Test finalizado el {formatDateTime(entry.finishedAt)}
              {!entry.synced && <PendingSyncBadge className="ml-2" />}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onReport}>
              <FileDown aria-hidden className="h-4 w-4" /> {PERSONALITY_TEXT.report}
            </Button>
            <Button variant="outline" onClick={onRetake}>
              <RotateCcw aria-hidden className="h-4 w-4" />{' '}
              {inProgress ? 'Continuar el test' : 'Repetir el test'}
            </Button>
          </div>
        </div>
        <ProfileChart profile={entry.profile} />
        <p className="text-xs text-slate-600">
          Niveles: Bajo por debajo de 35, Medio de 35 a menos de 65, Alto desde 65.
        </p>
      </Card>
      <Card>
        <ValidityAlerts profile={entry.profile} />
      </Card>
      <SubscaleInterpretation profile={entry.profile} />
      <Card className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">Evolución entre intentos</h3>
        <AttemptComparison key={entry.uuid} current={entry} earlier={earlier} />
        {profiles.length > 1 && (
          <AttemptsTable profiles={profiles} shownUuid={entry.uuid} onView={onView} />
        )}
      </Card>
    </div>
  );
}

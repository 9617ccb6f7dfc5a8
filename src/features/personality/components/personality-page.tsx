import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/session-store';
import { usePersonalityLoad } from '../hooks/use-personality-load';
import { PERSONALITY_TEXT } from '../messages';
import { PersonalityTest } from './personality-test';

export function PersonalityPage() {
  const user = useSession((s) => s.user);
  return (
    <section>
      <PageTitle description="Seis subescalas de personalidad relevantes para los procesos selectivos de policía, ejército y función pública, con controles de validez e informe imprimible.">
        {PERSONALITY_TEXT.title}
      </PageTitle>
      {user && <PersonalityLoader userId={user.id} username={user.username} />}
    </section>
  );
}

function PersonalityLoader({ userId, username }: { userId: number; username: string }) {
  const [attempt, setAttempt] = useState(0);
  const load = usePersonalityLoad(userId, attempt);
  if (load.status === 'loading') return <Spinner label="Cargando..." />;
  if (load.status === 'error') {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
      >
        <p>{PERSONALITY_TEXT.loadFailed}</p>
        <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          <RefreshCw aria-hidden className="h-4 w-4" /> Reintentar
        </Button>
      </div>
    );
  }
  return (
    <PersonalityTest
      key={`${userId}:${String(load.definition.version)}`}
      userId={userId}
      username={username}
      definition={load.definition}
      initialAnswers={load.answers}
      latest={load.latest}
    />
  );
}

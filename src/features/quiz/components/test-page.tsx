import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Pregunta, Proceso } from '@/core/contract';
import { testKey } from '@/core/quiz';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/layout/page-title';
import type { ProgressRecord, TestConfig } from '@/lib/db/schema';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { StorageFullError, finishTest } from '../data/finish';
import { deleteProgress, findResumable, saveProgress } from '../data/progress';
import { generateQuestions } from '../data/test-source';
import type { RunnerInit } from '../hooks/use-runner';
import { QUIZ_MSG } from '../messages';
import type { ConfiguratorInitial } from './configurator';
import { Configurator } from './configurator';
import type { RunnerSnapshot } from './runner';
import { Runner } from './runner';

interface Running {
  key: string;
  config: TestConfig;
  proceso: Proceso;
  questions: Pregunta[];
  fechaInicio: string;
  init: RunnerInit;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function initialFromQuery(params: URLSearchParams): ConfiguratorInitial {
  const proceso = Number(params.get('proceso'));
  return {
    proceso: Number.isInteger(proceso) && proceso > 0 ? proceso : null,
    secciones: list(params.get('secciones')),
    temas: list(params.get('temas')),
  };
}

export function TestPage({ tipo, psicotecnico, title }: { tipo: TestConfig['tipo']; psicotecnico: boolean; title: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const initial = useMemo(() => initialFromQuery(params), [params]);
  const [busy, setBusy] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [resumable, setResumable] = useState<{ saved: ProgressRecord; restart: () => void; proceso: Proceso } | null>(null);

  const begin = (run: Running) => {
    setRunning(run);
    toast.success(QUIZ_MSG.started, `${run.questions.length} preguntas`);
  };

  const startNew = async (config: TestConfig, proceso: Proceso, key: string) => {
    const questions = await generateQuestions(config.idProceso, config);
    if (questions.length === 0) {
      toast.error(QUIZ_MSG.noQuestions);
      void navigate('/');
      return;
    }
    begin({
      key,
      config,
      proceso,
      questions,
      fechaInicio: new Date().toISOString(),
      init: { questions, examen: config.tipo === 'examen', actual: 0, respuestas: {}, remainingMs: config.minutos * 60_000 },
    });
  };

  const onStart = async (config: TestConfig, proceso: Proceso) => {
    if (!user) return;
    setBusy(true);
    const key = testKey(config.idProceso, config.secciones, config.temas, config.numPreguntas);
    try {
      const saved = await findResumable(user.id, key, {
        userId: user.id,
        testKey: key,
        config,
        fecha_inicio: new Date().toISOString(),
      });
      if (saved) {
        setResumable({
          saved,
          proceso,
          restart: () => {
            void deleteProgress(user.id, key);
            void startNew(config, proceso, key).catch(failed);
          },
        });
      } else {
        await startNew(config, proceso, key);
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const failed = (error: unknown) => {
    console.error(error);
    toast.error(QUIZ_MSG.questionsFailed);
  };

  const resume = (saved: ProgressRecord, proceso: Proceso) =>
    begin({
      key: saved.testKey,
      config: saved.config,
      proceso,
      questions: saved.questions,
      fechaInicio: saved.fecha_inicio,
      init: {
        questions: saved.questions,
        examen: saved.config.tipo === 'examen',
        actual: saved.actual,
        respuestas: saved.respuestas,
        remainingMs: saved.tiempo_restante * 1000,
      },
    });

  const save = useCallback(
    (snapshot: RunnerSnapshot) => {
      if (!user || !running) return;
      void saveProgress({
        userId: user.id,
        testKey: running.key,
        actual: snapshot.actual,
        respuestas: snapshot.respuestas,
        tiempo_restante: Math.round(snapshot.remainingMs / 1000),
        preguntas: running.questions.map((q) => q.id),
        updated_at: Date.now(),
        questions: running.questions,
        config: running.config,
        fecha_inicio: running.fechaInicio,
      }).catch(() => toast.error('No se pudo guardar el progreso en este dispositivo'));
    },
    [user, running],
  );

  const finish = useCallback(
    (snapshot: RunnerSnapshot, timedOut: boolean) => {
      if (!user || !running) return;
      setRunning(null);
      finishTest({
        userId: user.id,
        testKey: running.key,
        config: running.config,
        questions: running.questions,
        respuestas: snapshot.respuestas,
        tiempoRestanteS: Math.round(snapshot.remainingMs / 1000),
        fechaInicio: running.fechaInicio,
        descripcion: running.proceso.descripcion,
        penalizacion: running.proceso.penalizacion,
      }).then(
        ({ score }) => {
          if (timedOut) toast.info(QUIZ_MSG.timeUp, QUIZ_MSG.autoFinished);
          toast.success(QUIZ_MSG.completed, `${score.aciertos}/${running.questions.length}`);
          void navigate('/');
        },
        (error: unknown) => {
          toast.error(error instanceof StorageFullError ? error.message : 'No se pudo guardar el resultado del test');
          void navigate('/');
        },
      );
    },
    [user, running, navigate],
  );

  const exit = useCallback(
    (snapshot: RunnerSnapshot) => {
      save(snapshot);
      void navigate('/');
    },
    [save, navigate],
  );

  if (running) {
    return <Runner key={running.key + running.fechaInicio} init={running.init} onSave={save} onFinish={finish} onExit={exit} />;
  }
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <Configurator tipo={tipo} psicotecnico={psicotecnico} initial={initial} busy={busy} onStart={(c, p) => void onStart(c, p)} />
      <ConfirmDialog
        open={resumable !== null}
        onOpenChange={(open) => !open && setResumable(null)}
        title="Tienes un test sin terminar"
        description={
          resumable
            ? `Respondiste ${Object.keys(resumable.saved.respuestas).length} de ${resumable.saved.preguntas.length} preguntas. ¿Quieres continuar donde lo dejaste?`
            : undefined
        }
        cancelLabel="Empezar de nuevo"
        confirmLabel="Continuar"
        onConfirm={() => resumable && resume(resumable.saved, resumable.proceso)}
        onCancel={() => resumable?.restart()}
      />
    </section>
  );
}

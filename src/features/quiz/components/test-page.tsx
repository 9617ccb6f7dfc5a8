import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Pregunta, Proceso } from '@/core/contract';
import { scoreTest, testKey } from '@/core/quiz';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/layout/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ProgressRecord, TestConfig } from '@/lib/db/schema';
import { dueReviewTest, recordAnswer } from '@/lib/review';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { registerCommentSync } from '../data/comments';
import { StorageFullError, finishTest } from '../data/finish';
import { deleteProgress, findResumable, saveProgress } from '../data/progress';
import { generateQuestions } from '../data/test-source';
import type { RunnerInit } from '../hooks/use-runner';
import { QUIZ_MSG } from '../messages';
import { resultText } from '../texts';
import { CommentsCard } from './comments-card';
import type { ConfiguratorInitial } from './configurator';
import { Configurator } from './configurator';
import { ProfessorCard } from './professor-card';
import { ReportDialog } from './report-dialog';
import type { RunnerSnapshot } from './runner';
import { Runner } from './runner';

interface Running {
  key: string;
  config: TestConfig;
  /** Null for a review of failed questions, which may mix processes. */
  proceso: Proceso | null;
  questions: Pregunta[];
  fechaInicio: string;
  init: RunnerInit;
  /** The process of each question (for comments and the review schedule). */
  procesoOf: Record<number, number>;
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

const allOf = (questions: Pregunta[], idProceso: number) =>
  Object.fromEntries(questions.map((q) => [q.id, idProceso])) as Record<number, number>;

function newRun(config: TestConfig, proceso: Proceso | null, key: string, questions: Pregunta[], procesoOf: Record<number, number>): Running {
  return {
    key,
    config,
    proceso,
    questions,
    fechaInicio: new Date().toISOString(),
    procesoOf,
    init: { questions, examen: config.tipo === 'examen', actual: 0, respuestas: {}, remainingMs: config.minutos * 60_000 },
  };
}

/**
 * The test screens (spec §2). A logged-in user's progress is saved as they go and the finished
 * test is recorded; an anonymous visitor takes the same test and nothing is saved (spec §6).
 * With `?repaso=1` it runs the review of the user's failed questions that are due.
 */
export function TestPage({ tipo, psicotecnico, title }: { tipo: TestConfig['tipo']; psicotecnico: boolean; title: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const userId = user?.id ?? null;
  const initial = useMemo(() => initialFromQuery(params), [params]);
  const reviewRequested = params.get('repaso') === '1' && userId !== null;
  const [busy, setBusy] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [resumable, setResumable] = useState<{ saved: ProgressRecord; restart: () => void; proceso: Proceso } | null>(null);
  const review = running !== null && running.proceso === null;

  useEffect(() => registerCommentSync(), []);

  const begin = (run: Running) => {
    setRunning(run);
    toast.success(QUIZ_MSG.started, `${run.questions.length} preguntas`);
  };

  useEffect(() => {
    if (!reviewRequested || userId === null) return;
    let live = true;
    dueReviewTest(userId).then(
      ({ questions, procesoOf }) => {
        if (!live) return;
        if (questions.length === 0) {
          toast.info(QUIZ_MSG.noReview);
          void navigate('/');
          return;
        }
        const config: TestConfig = {
          idProceso: questions[0] ? (procesoOf[questions[0].id] ?? 0) : 0,
          tipo: 'simulacion',
          psicotecnico: false,
          secciones: [],
          temas: [],
          numPreguntas: questions.length,
          // One minute a question.
          minutos: questions.length,
        };
        setRunning(newRun(config, null, `repaso_${userId}`, questions, procesoOf));
        toast.success(QUIZ_MSG.started, `${questions.length} preguntas`);
      },
      (error: unknown) => {
        console.error(error);
        toast.error(QUIZ_MSG.questionsFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [reviewRequested, userId, navigate]);

  const startNew = async (config: TestConfig, proceso: Proceso, key: string) => {
    const questions = await generateQuestions(config.idProceso, config);
    if (questions.length === 0) {
      toast.error(QUIZ_MSG.noQuestions);
      void navigate('/');
      return;
    }
    begin(newRun(config, proceso, key, questions, allOf(questions, config.idProceso)));
  };

  const failed = (error: unknown) => {
    console.error(error);
    toast.error(QUIZ_MSG.questionsFailed);
  };

  const onStart = async (config: TestConfig, proceso: Proceso) => {
    setBusy(true);
    const key = testKey(config.idProceso, config.secciones, config.temas, config.numPreguntas);
    try {
      const saved = user
        ? await findResumable(user.id, key, { userId: user.id, testKey: key, config, fecha_inicio: new Date().toISOString() })
        : null;
      if (saved && user) {
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

  const resume = (saved: ProgressRecord, proceso: Proceso) =>
    begin({
      key: saved.testKey,
      config: saved.config,
      proceso,
      questions: saved.questions,
      fechaInicio: saved.fecha_inicio,
      procesoOf: allOf(saved.questions, saved.config.idProceso),
      init: {
        questions: saved.questions,
        examen: saved.config.tipo === 'examen',
        actual: saved.actual,
        respuestas: saved.respuestas,
        remainingMs: saved.tiempo_restante * 1000,
      },
    });

  // Only a logged-in user's tests are saved, and a review's result lives in its schedule.
  const save = useCallback(
    (snapshot: RunnerSnapshot) => {
      if (!user || !running || review) return;
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
    [user, running, review],
  );

  const finish = useCallback(
    (snapshot: RunnerSnapshot, timedOut: boolean) => {
      if (!running) return;
      setRunning(null);
      const penalizacion = running.proceso?.penalizacion ?? 0;
      const done = (score: ReturnType<typeof scoreTest>) => {
        if (timedOut) toast.info(QUIZ_MSG.timeUp, QUIZ_MSG.autoFinished);
        toast.success(QUIZ_MSG.completed, resultText(score, running.questions.length, penalizacion));
        void navigate('/');
      };
      if (!user || !running.proceso) {
        done(scoreTest(running.questions, snapshot.respuestas, penalizacion));
        return;
      }
      finishTest({
        userId: user.id,
        testKey: running.key,
        config: running.config,
        questions: running.questions,
        respuestas: snapshot.respuestas,
        tiempoRestanteS: Math.round(snapshot.remainingMs / 1000),
        fechaInicio: running.fechaInicio,
        descripcion: running.proceso.descripcion,
        penalizacion,
      }).then(
        ({ score }) => done(score),
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

  const procesoOf = (q: Pregunta) => running?.procesoOf[q.id] ?? running?.config.idProceso ?? 0;

  const onAnswer = (question: Pregunta, indice: number) => {
    if (!user) return;
    recordAnswer(user.id, procesoOf(question), question, indice).catch((error: unknown) => console.error(error));
  };

  const afterAnswer = (question: Pregunta, chosen: number | null) => (
    <>
      {user && (
        <div className="flex justify-end">
          <ReportDialog key={question.id} userId={user.id} idPregunta={question.id} />
        </div>
      )}
      {user && <CommentsCard key={`c${question.id}`} idPregunta={question.id} idProceso={procesoOf(question)} author={user} />}
      <ProfessorCard key={`p${question.id}`} question={question} elegida={chosen} />
    </>
  );

  if (running) {
    return (
      <Runner
        key={running.key + running.fechaInicio}
        init={running.init}
        onSave={save}
        onFinish={finish}
        onExit={exit}
        onAnswer={onAnswer}
        afterAnswer={afterAnswer}
      />
    );
  }
  if (reviewRequested) {
    return (
      <section>
        <PageTitle>Repasar falladas</PageTitle>
        <Spinner label="Cargando..." />
      </section>
    );
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

import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Opcion, Proceso, TestQuestion } from '@/core/contract';
import { answerCounts, testKey } from '@/core/quiz';
import { rngFrom } from '@/core/random';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/layout/page-title';
import { Spinner } from '@/components/ui/spinner';
import { whenIdle } from '@/lib/when-idle';
import type { ProgressRecord, TestConfig } from '@/lib/db/schema';
import { dueReviewTest, queueForReview, recordAnswer, recordAnswers } from '@/lib/review';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { paths, resultsPath } from '@/config/paths';
import { registerCommentSync } from '../data/comments';
import { StorageFullError, finishTest } from '../data/finish';
import { deleteProgress, findResumable, saveProgress } from '../data/progress';
import { loadResultView } from '../data/results';
import { BankNotDownloadedError, generateQuestions, loadProcesos } from '../data/test-source';
import type { RunnerInit, RunnerSnapshot } from '../hooks/use-runner';
import { QUIZ_MSG, bankNotDownloaded } from '../messages';
import { resultText } from '../texts';
import { CommentsCard } from './comments-card';
import type { ConfiguratorInitial } from './configurator';
import { Configurator } from './configurator';
import { ProfessorCard } from './professor-card';
import { ReportDialog } from './report-dialog';
import { Runner } from './runner/runner';

interface Running {
  key: string;
  config: TestConfig;
  /** Null for a review of failed questions, which may mix processes. */
  proceso: Proceso | null;
  questions: TestQuestion[];
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

const allOf = (questions: TestQuestion[], idProceso: number) =>
  Object.fromEntries(questions.map((q) => [q.id, idProceso])) as Record<number, number>;

function newRun(
  config: TestConfig,
  proceso: Proceso | null,
  key: string,
  questions: TestQuestion[],
  procesoOf: Record<number, number>,
): Running {
  return {
    key,
    config,
    proceso,
    questions,
    fechaInicio: new Date().toISOString(),
    procesoOf,
    init: {
      questions,
      examen: config.tipo === 'examen',
      actual: 0,
      respuestas: {},
      marcadas: [],
      remainingMs: config.minutos * 60_000,
    },
  };
}

/** One minute a question, in simulación: the rules of a review of failed questions. */
function reviewConfig(questions: TestQuestion[], procesoOf: Record<number, number>): TestConfig {
  return {
    idProceso: questions[0] ? (procesoOf[questions[0].id] ?? 0) : 0,
    tipo: 'simulacion',
    psicotecnico: false,
    secciones: [],
    temas: [],
    numPreguntas: questions.length,
    minutos: questions.length,
  };
}

/** The failed (wrong and blank) questions of one finished test, put in the review deck first. */
async function resultReview(uuid: string, userId: number) {
  const view = await loadResultView(uuid, userId);
  const failed = (view?.items ?? []).filter(
    (item) => item.estado !== 'acertada' && item.options !== null,
  );
  const questions = failed.map((item) => item.question);
  const idProceso = view?.idProceso ?? 0;
  await queueForReview(
    userId,
    questions.map((question) => ({ question, idProceso })),
  );
  return { questions, procesoOf: allOf(questions, idProceso) };
}

/** A finished test's questions, configuration and process, when it can be taken again here. */
async function repeatable(uuid: string, userId: number | null) {
  const view = await loadResultView(uuid, userId);
  if (!view?.repeat) return null;
  const proceso = (await loadProcesos()).find((p) => p.id === view.idProceso);
  return proceso
    ? { config: view.repeat, proceso, questions: view.items.map((item) => item.question) }
    : null;
}

/**
 * The test screens (spec §2). A logged-in user's progress is saved as they go and the finished
 * test is recorded; an anonymous visitor takes the same test and only this device keeps its
 * results (spec §6). Finishing opens the test's results (/resultados/:uuid).
 * `?repaso=1` runs the review of the user's failed questions that are due; `&resultado=<uuid>`
 * the failed questions of one test instead. `?repetir=<uuid>` takes a finished test again.
 */
export function TestPage({
  tipo,
  psicotecnico,
  title,
}: {
  tipo: TestConfig['tipo'];
  psicotecnico: boolean;
  title: string;
}) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = useSession((s) => s.user);
  const userId = user?.id ?? null;
  const initial = useMemo(() => initialFromQuery(params), [params]);
  const reviewOf = params.get('resultado');
  const reviewRequested = params.get('repaso') === '1' && userId !== null;
  const repeatOf = params.get('repetir');
  const [busy, setBusy] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  // Set once a test is finished; the page is left as soon as its result is stored.
  const [finishing, setFinishing] = useState(false);
  // The results screen's code is fetched while the test runs, so finishing does not wait for it.
  const testRunning = running !== null;
  useEffect(() => {
    if (testRunning) void import('./results/results-page');
  }, [testRunning]);
  /** The finished test being taken again ('Repetir test'), while it loads. */
  const [repeating, setRepeating] = useState<string | null>(null);
  const [resumable, setResumable] = useState<{
    saved: ProgressRecord;
    restart: () => void;
    proceso: Proceso;
  } | null>(null);
  const review = running !== null && running.proceso === null;

  useEffect(() => registerCommentSync(), []);

  const begin = useCallback((run: Running) => {
    setRunning(run);
    setRepeating(null);
    toast.success(QUIZ_MSG.started, `${run.questions.length} preguntas`);
  }, []);

  const failed = useCallback((error: unknown) => {
    console.error(error);
    toast.error(QUIZ_MSG.questionsFailed);
  }, []);

  useEffect(() => {
    if (!reviewRequested || userId === null) return;
    let live = true;
    (reviewOf ? resultReview(reviewOf, userId) : dueReviewTest(userId)).then(
      ({ questions, procesoOf }) => {
        if (!live) return;
        if (questions.length === 0) {
          toast.info(QUIZ_MSG.noReview);
          void navigate(paths.home);
          return;
        }
        begin(
          newRun(
            reviewConfig(questions, procesoOf),
            null,
            `repaso_${userId}`,
            questions,
            procesoOf,
          ),
        );
      },
      failed,
    );
    return () => {
      live = false;
    };
  }, [reviewRequested, reviewOf, userId, navigate, begin, failed]);

  /** Starts the test, or first offers the unfinished one saved under the same key. */
  const prepare = useCallback(
    async (
      config: TestConfig,
      proceso: Proceso,
      key: string,
      questionsOf: () => Promise<TestQuestion[]>,
    ) => {
      const startNew = async () => {
        const questions = await questionsOf();
        if (questions.length === 0) {
          toast.error(QUIZ_MSG.noQuestions);
          void navigate(paths.home);
          return;
        }
        begin(newRun(config, proceso, key, questions, allOf(questions, config.idProceso)));
      };
      const saved = user
        ? await findResumable(user.id, key, {
            userId: user.id,
            testKey: key,
            config,
            fecha_inicio: new Date().toISOString(),
          })
        : null;
      if (saved && user) {
        setResumable({
          saved,
          proceso,
          restart: () => {
            void deleteProgress(user.id, key);
            void startNew().catch(failed);
          },
        });
      } else {
        await startNew();
      }
    },
    [user, navigate, begin, failed],
  );

  const onStart = async (config: TestConfig, proceso: Proceso) => {
    setBusy(true);
    const key = testKey(config.idProceso, config.secciones, config.temas, config.numPreguntas);
    try {
      await prepare(config, proceso, key, () => generateQuestions(config.idProceso, config));
    } catch (error) {
      // The connection went between choosing and starting, and the bank is not on the device.
      if (error instanceof BankNotDownloadedError)
        toast.error(bankNotDownloaded(proceso.descripcion, user !== null));
      else failed(error);
    } finally {
      setBusy(false);
    }
  };

  // 'Repetir test': the same questions, in another order, with the same configuration. The
  // address loses its `repetir` at once, so going back to it later opens the configurator.
  const [seenRepeat, setSeenRepeat] = useState<string | null>(null);
  if (repeatOf && repeatOf !== seenRepeat) {
    setSeenRepeat(repeatOf);
    setRepeating(repeatOf);
  }
  const startRepeat = useEffectEvent(
    async (uuid: string, found: Awaited<ReturnType<typeof repeatable>>) => {
      if (!found) {
        toast.error('No se puede repetir este test en este dispositivo');
        setRepeating(null);
        return;
      }
      const config = { ...found.config, tipo };
      await prepare(config, found.proceso, `repetir_${uuid}`, async () =>
        rngFrom(Math.random).shuffle(found.questions),
      );
    },
  );
  useEffect(() => {
    if (!repeatOf) return;
    setParams({}, { replace: true });
    repeatable(repeatOf, userId).then(
      (found) => startRepeat(repeatOf, found).catch(failed),
      failed,
    );
  }, [repeatOf, userId, setParams, failed]);

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
        marcadas: saved.marcadas ?? [],
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
        marcadas: snapshot.marcadas,
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

  const procesoOf = useCallback(
    (q: TestQuestion) => running?.procesoOf[q.id] ?? running?.config.idProceso ?? 0,
    [running],
  );

  const finish = useCallback(
    (snapshot: RunnerSnapshot, timedOut: boolean) => {
      if (!running) return;
      setRunning(null);
      const { proceso, questions } = running;
      const penalizacion = proceso?.penalizacion ?? 0;
      if (timedOut) toast.info(QUIZ_MSG.timeUp, QUIZ_MSG.autoFinished);
      if (!proceso) {
        // A review: its answers have updated the schedule; it is not a test of the history.
        const correct = questions.filter(
          (q) => snapshot.respuestas[String(q.id)] === q.correcta_indice,
        ).length;
        toast.success(QUIZ_MSG.completed, `${correct}/${questions.length}`);
        void navigate(paths.home);
        return;
      }
      // Until the result is stored: a spinner, not the configurator mounted for a moment.
      setFinishing(true);
      finishTest({
        userId: user?.id ?? null,
        testKey: running.key,
        config: running.config,
        questions,
        respuestas: snapshot.respuestas,
        marcadas: snapshot.marcadas,
        tiempoRestanteS: Math.round(snapshot.remainingMs / 1000),
        fechaInicio: running.fechaInicio,
        descripcion: proceso.descripcion,
        penalizacion,
        notaMinima: proceso.nota_minima ?? null,
        timedOut,
      }).then(
        ({ score, uuid }) => {
          toast.success(QUIZ_MSG.completed, resultText(score, questions.length, penalizacion));
          // Examen: the answers are final only now, so the review deck learns them now, once the
          // browser is idle: the results screen is drawn first.
          if (user && running.config.tipo === 'examen') {
            const answered = questions.flatMap((q) => {
              const chosen = snapshot.respuestas[String(q.id)];
              return chosen === undefined || chosen === null
                ? []
                : [{ question: q, idProceso: procesoOf(q), chosen }];
            });
            whenIdle(
              () =>
                void recordAnswers(user.id, answered).catch((error: unknown) =>
                  console.error(error),
                ),
              1000,
            );
          }
          void navigate(resultsPath(uuid));
        },
        (error: unknown) => {
          console.error(error);
          toast.error(
            error instanceof StorageFullError
              ? error.message
              : 'No se pudo guardar el resultado del test',
          );
          void navigate(paths.home);
        },
      );
    },
    [user, running, navigate, procesoOf],
  );

  const exit = useCallback(
    (snapshot: RunnerSnapshot) => {
      save(snapshot);
      void navigate(paths.home);
    },
    [save, navigate],
  );

  const onAnswer = useCallback(
    (question: TestQuestion, indice: number) => {
      if (!user) return;
      recordAnswer(user.id, procesoOf(question), question, indice).catch((error: unknown) =>
        console.error(error),
      );
    },
    [user, procesoOf],
  );

  const afterAnswer = (question: TestQuestion, chosen: number | null, shown: readonly Opcion[]) => (
    <>
      {user && (
        <div className="flex justify-end">
          <ReportDialog key={question.id} userId={user.id} idPregunta={question.id} />
        </div>
      )}
      {user && (
        <CommentsCard
          key={`c${question.id}`}
          idPregunta={question.id}
          idProceso={procesoOf(question)}
          author={user}
        />
      )}
      <ProfessorCard key={`p${question.id}`} question={question} elegida={chosen} shown={shown} />
    </>
  );

  if (finishing) return <Spinner label="Guardando el resultado..." />;
  if (running) {
    return (
      <Runner
        key={running.key + running.fechaInicio}
        init={running.init}
        barajar={running.config.barajar ?? false}
        saved={user !== null && !review}
        onSave={save}
        onFinish={finish}
        onExit={exit}
        onAnswer={onAnswer}
        afterAnswer={afterAnswer}
      />
    );
  }
  const resumeDialog = (
    <ConfirmDialog
      open={resumable !== null}
      onOpenChange={(open) => {
        if (open) return;
        setResumable(null);
        setRepeating(null);
      }}
      title="Tienes un test sin terminar"
      description={
        resumable
          ? `Respondiste ${answerCounts(resumable.saved.preguntas, resumable.saved.respuestas, []).respondidas} de ${resumable.saved.preguntas.length} preguntas. ¿Quieres continuar donde lo dejaste?`
          : undefined
      }
      cancelLabel="Empezar de nuevo"
      confirmLabel="Continuar"
      onConfirm={() => resumable && resume(resumable.saved, resumable.proceso)}
      onCancel={() => resumable?.restart()}
    />
  );
  if (reviewRequested || repeating) {
    return (
      <section>
        <PageTitle>{repeating ? 'Repetir test' : 'Repasar falladas'}</PageTitle>
        <Spinner label="Cargando..." />
        {resumeDialog}
      </section>
    );
  }
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <Configurator
        tipo={tipo}
        psicotecnico={psicotecnico}
        initial={initial}
        busy={busy}
        onStart={(c, p) => void onStart(c, p)}
      />
      {resumeDialog}
    </section>
  );
}

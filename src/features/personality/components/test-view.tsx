import { CheckCheck, FileDown } from 'lucide-react';
import type { PersonalityAnswers, PersonalityDefinition } from '@/core/contract';
import { Button } from '@/components/ui/button';
import { PERSONALITY_TEXT } from '../messages';
import { ItemQuestion, ScaleLegend } from './item-question';

/** The statements with their 1-5 answers, the count and the finish and report buttons. */
export function TestView({
  definition,
  answers,
  showMissing,
  onAnswer,
  onFinish,
  onReport,
}: {
  definition: PersonalityDefinition;
  answers: PersonalityAnswers;
  showMissing: boolean;
  onAnswer: (itemId: number, value: number) => void;
  onFinish: () => void;
  onReport: () => void;
}) {
  const total = definition.items.length;
  const answered = definition.items.filter((item) => answers[item.id] !== undefined).length;
  const percent = Math.round((answered / total) * 100);
  return (
    <div className="space-y-4">
      <ScaleLegend />
      <ol className="space-y-3" aria-label="Afirmaciones">
        {definition.items.map((item) => (
          <li key={item.id}>
            <ItemQuestion
              item={item}
              answer={answers[item.id]}
              missing={showMissing && answers[item.id] === undefined}
              onAnswer={onAnswer}
            />
          </li>
        ))}
      </ol>
      <div className="sticky bottom-0 z-10 -mx-2 rounded-t-lg border border-slate-200 bg-white/95 p-3 shadow-md backdrop-blur">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-40 flex-1">
            <p className="text-sm font-medium text-slate-900">
              {PERSONALITY_TEXT.answered(answered, total)}
            </p>
            <div
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
              role="progressbar"
              aria-label="Progreso del test de personalidad"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div
                className="h-full bg-primary transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onReport}>
              <FileDown aria-hidden className="h-4 w-4" /> {PERSONALITY_TEXT.report}
            </Button>
            <Button onClick={onFinish}>
              <CheckCheck aria-hidden className="h-4 w-4" /> {PERSONALITY_TEXT.finish}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/lib/toast';
import { MAX_MOTIVO, reportQuestion } from '../data/report';
import { QUIZ_MSG } from '../messages';

/** 'Reportar error': the user says what is wrong with a question; it goes through the outbox. */
export function ReportDialog({ userId, idPregunta }: { userId: number; idPregunta: number }) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState('');

  const send = async () => {
    try {
      await reportQuestion(userId, idPregunta, motivo);
      toast.success(QUIZ_MSG.reportSent, QUIZ_MSG.reportThanks);
      setMotivo('');
      setOpen(false);
    } catch (error) {
      console.error(error);
      toast.error(QUIZ_MSG.reportFailed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden className="h-4 w-4" /> Reportar error
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Reportar error"
        description="Cuéntanos qué está mal en esta pregunta: la revisaremos."
      >
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={fieldId}>Motivo</Label>
            <TextArea
              id={fieldId}
              value={motivo}
              maxLength={MAX_MOTIVO}
              placeholder="Por ejemplo: la respuesta correcta es otra según el artículo…"
              onChange={(e) => setMotivo(e.target.value)}
            />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={motivo.trim() === ''}>
              Enviar reporte
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { FileText, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { UPLOAD_ACCEPT, checkUploadFile } from '../data/file-check';
import { fileTypeLabel, formatKb } from '../data/format';
import type { ExtractedFile } from '../data/upload';
import { extractFile } from '../data/upload';
import { SUM_MSG, errorDetail } from '../messages';

/**
 * Spec §2 and §5: the file upload. The file is checked here first (type and size, with the
 * server's messages), then its text is read (by the server, or here with no connection) and
 * handed to the form.
 */
export function FileField({
  file,
  onFile,
  onBusy,
  disabled,
}: {
  file: ExtractedFile | null;
  onFile: (file: ExtractedFile | null) => void;
  onBusy: (busy: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [reading, setReading] = useState(false);

  const clear = () => {
    if (input.current) input.current.value = '';
    onFile(null);
  };

  const choose = async (chosen: File | undefined) => {
    setError(undefined);
    if (!chosen) return;
    const problem = checkUploadFile(chosen);
    if (problem) {
      setError(problem);
      clear();
      return;
    }
    setReading(true);
    onBusy(true);
    try {
      onFile(await extractFile(chosen));
    } catch (e) {
      console.error(e);
      setError(errorDetail(e) ?? SUM_MSG.fileUnreadable);
      clear();
    } finally {
      setReading(false);
      onBusy(false);
    }
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Archivo (PDF, TXT, DOC o DOCX, hasta 20 MB)</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
        disabled={disabled || reading}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {reading && (
        <p role="status" className="text-sm text-slate-600">
          {SUM_MSG.extracting}
        </p>
      )}
      <FormAlert message={error} />
      {file && (
        <div className="flex items-start justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <div className="space-y-1">
            <p
              className="flex items-center gap-2 font-medium text-slate-900"
              data-testid="archivo-elegido"
            >
              <FileText aria-hidden className="h-4 w-4" />
              {file.archivo_nombre} · {formatKb(file.archivo_tamano)} ·{' '}
              {fileTypeLabel(file.archivo_tipo)}
            </p>
            {file.sinConexion && (
              <p className="text-xs text-slate-600">{SUM_MSG.extractedOffline}</p>
            )}
            {file.truncado && <p className="text-xs text-amber-700">{SUM_MSG.truncated}</p>}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Quitar archivo"
            onClick={clear}
            disabled={disabled}
          >
            <X aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      )}
    </div>
  );
}

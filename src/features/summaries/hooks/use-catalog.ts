import { useEffect, useState } from 'react';
import type { Proceso } from '../data/catalog';
import { loadProcesos, loadSecciones, loadTemas } from '../data/catalog';

export interface Filing {
  procesoId: number | null;
  seccion: string;
  tema: string;
}

/** Spec §9: 'Default process id 1'. */
const DEFAULT_PROCESO_ID = 1;
const EMPTY: Filing = { procesoId: null, seccion: '', tema: '' };

/** Spec §7: the process defaults to id 1 (else the first one). */
function defaultProceso(procesos: Proceso[]): number | null {
  return (procesos.find((p) => p.id === DEFAULT_PROCESO_ID) ?? procesos[0])?.id ?? null;
}

/**
 * Where a new summary is filed, with the lists to choose from. As in the generators (spec §2):
 * choosing a process clears the section and topic, changing the section clears the topic, and
 * topics load for a section of the list. Sections and topics may also be typed.
 */
export function useCatalog() {
  const [filing, setFiling] = useState<Filing>(EMPTY);
  const [procesos, setProcesos] = useState<Proceso[] | null>(null);
  const [secciones, setSecciones] = useState<{ procesoId: number; list: string[] } | null>(null);
  const [temas, setTemas] = useState<{ key: string; list: string[] } | null>(null);

  useEffect(() => {
    let live = true;
    loadProcesos().then(
      (list) => {
        if (!live) return;
        setProcesos(list);
        setFiling((f) => (f.procesoId === null ? { ...f, procesoId: defaultProceso(list) } : f));
      },
      (error: unknown) => {
        console.error(error);
        if (live) setProcesos([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const { procesoId } = filing;
  useEffect(() => {
    if (procesoId === null) return;
    let live = true;
    loadSecciones(procesoId).then(
      (list) => live && setSecciones({ procesoId, list }),
      (error: unknown) => {
        console.error(error);
        if (live) setSecciones({ procesoId, list: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [procesoId]);

  const seccionOptions =
    procesoId !== null && secciones?.procesoId === procesoId ? secciones.list : [];
  const known = seccionOptions.includes(filing.seccion.trim()) ? filing.seccion.trim() : null;
  const temasKey = procesoId === null || known === null ? null : `${procesoId}\n${known}`;
  useEffect(() => {
    if (procesoId === null || known === null) return;
    const key = `${procesoId}\n${known}`;
    let live = true;
    loadTemas(procesoId, known).then(
      (list) => live && setTemas({ key, list }),
      (error: unknown) => {
        console.error(error);
        if (live) setTemas({ key, list: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [procesoId, known]);

  return {
    filing,
    procesos: procesos ?? [],
    loadingProcesos: procesos === null,
    seccionOptions,
    temaOptions: temasKey !== null && temas?.key === temasKey ? temas.list : [],
    proceso: procesos?.find((p) => p.id === procesoId) ?? null,
    setProceso: (id: number | null) => setFiling({ procesoId: id, seccion: '', tema: '' }),
    setSeccion: (seccion: string) => setFiling((f) => ({ ...f, seccion, tema: '' })),
    setTema: (tema: string) => setFiling((f) => ({ ...f, tema })),
  };
}

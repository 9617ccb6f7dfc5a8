import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Proceso } from '@/core/contract';
import { PSYCHOTECHNIC_TEMAS, SECCION_PSICOTECNICOS } from '@/core/psychotechnics';
import { topicsForMode } from '@/core/quiz';
import { toast } from '@/lib/toast';
import { loadProcesos, loadSecciones, loadTemas } from '../data/catalog';
import { GEN_MSG } from '../messages';

export type Modo = 'lista' | 'texto';

export interface SelectionState {
  procesoModo: Modo;
  procesoId: number | null;
  procesoTexto: string;
  seccionModo: Modo;
  secciones: string[];
  seccionTexto: string;
  temaModo: Modo;
  temas: string[];
  temaTexto: string;
}

export const EMPTY_SELECTION: SelectionState = {
  procesoModo: 'lista',
  procesoId: null,
  procesoTexto: '',
  seccionModo: 'lista',
  secciones: [],
  seccionTexto: '',
  temaModo: 'lista',
  temas: [],
  temaTexto: '',
};

const NO_SECCIONES = { secciones: [], seccionTexto: '' };
const NO_TEMAS = { temas: [], temaTexto: '' };

/**
 * Spec §2 "Generators": choosing a process clears sections and topics; changing sections
 * clears topics; switching a field between the list and free text clears that field and those
 * below it. A typed process is new, so its sections and topics can only be typed too.
 */
export const selectionRules = {
  proceso: (s: SelectionState, procesoId: number | null): SelectionState => ({
    ...s,
    procesoId,
    ...NO_SECCIONES,
    ...NO_TEMAS,
  }),
  procesoTexto: (s: SelectionState, procesoTexto: string): SelectionState => ({
    ...s,
    procesoTexto,
    ...NO_SECCIONES,
    ...NO_TEMAS,
  }),
  procesoModo: (s: SelectionState, procesoModo: Modo): SelectionState => ({
    ...s,
    procesoModo,
    procesoId: null,
    procesoTexto: '',
    ...NO_SECCIONES,
    ...NO_TEMAS,
    ...(procesoModo === 'texto' ? { seccionModo: 'texto', temaModo: 'texto' } : {}),
  }),
  secciones: (s: SelectionState, secciones: string[]): SelectionState => ({
    ...s,
    secciones,
    ...NO_TEMAS,
  }),
  seccionTexto: (s: SelectionState, seccionTexto: string): SelectionState => ({
    ...s,
    seccionTexto,
    ...NO_TEMAS,
  }),
  seccionModo: (s: SelectionState, seccionModo: Modo): SelectionState => ({
    ...s,
    seccionModo,
    ...NO_SECCIONES,
    ...NO_TEMAS,
  }),
  temas: (s: SelectionState, temas: string[]): SelectionState => ({ ...s, temas }),
  temaTexto: (s: SelectionState, temaTexto: string): SelectionState => ({ ...s, temaTexto }),
  temaModo: (s: SelectionState, temaModo: Modo): SelectionState => ({
    ...s,
    temaModo,
    ...NO_TEMAS,
  }),
};

/** What the selection amounts to: the destination process and the chosen or typed names. */
export function resolveSelection(s: SelectionState) {
  const typed = (text: string) => (text.trim() ? [text.trim()] : []);
  return {
    destino:
      s.procesoModo === 'lista'
        ? s.procesoId === null
          ? null
          : { id_proceso: s.procesoId }
        : s.procesoTexto.trim()
          ? { proceso: s.procesoTexto.trim() }
          : null,
    secciones: s.seccionModo === 'lista' ? s.secciones : typed(s.seccionTexto),
    temas: s.temaModo === 'lista' ? s.temas : typed(s.temaTexto),
  };
}

function failed(title: string) {
  return (error: unknown) => toast.error(title, error instanceof Error ? error.message : undefined);
}

/**
 * The selection cascade with its lists loaded from the server. 'test' offers the ordinary topics,
 * 'psico' the psychotechnic generators' topics, 'todos' every topic of the section.
 */
export function useSelection(kind: 'test' | 'psico' | 'todos') {
  const psicotecnico = kind === 'psico';
  const [state, setState] = useState<SelectionState>(EMPTY_SELECTION);
  const [procesos, setProcesos] = useState<Proceso[] | null>(null);
  // Each list remembers what it was loaded for, so "still loading" is derived, not stored.
  const [seccionesLoaded, setSeccionesLoaded] = useState<{
    procesoId: number;
    list: string[];
  } | null>(null);
  const [temasLoaded, setTemasLoaded] = useState<{ key: string; list: string[] } | null>(null);

  const reloadProcesos = useCallback(() => {
    loadProcesos().then(setProcesos, (error: unknown) => {
      setProcesos([]);
      failed(GEN_MSG.procesosFailed)(error);
    });
  }, []);
  useEffect(reloadProcesos, [reloadProcesos]);

  const listProceso = state.procesoModo === 'lista' ? state.procesoId : null;
  useEffect(() => {
    if (listProceso === null) return;
    let live = true;
    loadSecciones(listProceso).then(
      (list) => live && setSeccionesLoaded({ procesoId: listProceso, list }),
      (error: unknown) => {
        if (!live) return;
        setSeccionesLoaded({ procesoId: listProceso, list: [] });
        failed(GEN_MSG.seccionesFailed)(error);
      },
    );
    return () => {
      live = false;
    };
  }, [listProceso]);

  // Topics load for the first selected section only (spec §2).
  const firstSeccion = resolveSelection(state).secciones[0] ?? null;
  const temasKey =
    listProceso === null || firstSeccion === null ? null : `${listProceso}\n${firstSeccion}`;
  useEffect(() => {
    if (listProceso === null || firstSeccion === null) return;
    const key = `${listProceso}\n${firstSeccion}`;
    let live = true;
    loadTemas(listProceso, firstSeccion).then(
      (list) => live && setTemasLoaded({ key, list }),
      (error: unknown) => {
        if (!live) return;
        setTemasLoaded({ key, list: [] });
        failed(GEN_MSG.temasFailed)(error);
      },
    );
    return () => {
      live = false;
    };
  }, [listProceso, firstSeccion]);

  const seccionOptions = useMemo(() => {
    const loaded =
      listProceso !== null && seccionesLoaded?.procesoId === listProceso
        ? seccionesLoaded.list
        : [];
    // The psychotechnic generators file their questions under 'Psicotécnicos' by default.
    if (!psicotecnico || listProceso === null || loaded.includes(SECCION_PSICOTECNICOS))
      return loaded;
    return [...loaded, SECCION_PSICOTECNICOS];
  }, [listProceso, seccionesLoaded, psicotecnico]);

  const temaOptions = useMemo(() => {
    const loaded = temasKey !== null && temasLoaded?.key === temasKey ? temasLoaded.list : [];
    if (kind === 'todos') return loaded;
    const forMode = topicsForMode(loaded, psicotecnico);
    // Only a generator's topic can be generated: offer every one, the bank's first.
    if (!psicotecnico || firstSeccion === null) return forMode;
    return [
      ...new Set([
        ...forMode.filter((t) => PSYCHOTECHNIC_TEMAS.includes(t)),
        ...PSYCHOTECHNIC_TEMAS,
      ]),
    ];
  }, [temasKey, temasLoaded, kind, psicotecnico, firstSeccion]);

  const loading = {
    procesos: procesos === null,
    secciones: listProceso !== null && seccionesLoaded?.procesoId !== listProceso,
    temas: temasKey !== null && temasLoaded?.key !== temasKey,
  };

  const update = useCallback(
    <K extends keyof typeof selectionRules>(
      rule: K,
      value: Parameters<(typeof selectionRules)[K]>[1],
    ) =>
      setState((s) =>
        (selectionRules[rule] as (s: SelectionState, v: typeof value) => SelectionState)(s, value),
      ),
    [],
  );

  return {
    state,
    update,
    reset: () => setState(EMPTY_SELECTION),
    procesos: procesos ?? [],
    seccionOptions,
    temaOptions,
    loading,
    reloadProcesos,
    resolved: resolveSelection(state),
  };
}

export type Selection = ReturnType<typeof useSelection>;

import { describe, it, expect } from 'vitest';
import {
  BANK_FORMATS,
  BANK_FORMAT_INFO,
  detectFormat,
  droppedExplanations,
  parseBank,
  serializeBank,
} from '../../../src/core/formats/index';
import type { BankQuestion } from '../../../src/core/formats/index';

const QUESTION: BankQuestion = {
  seccion: 'Organización Pública',
  tema: 'Tema 1',
  pregunta: '¿Quién sanciona las leyes?',
  respuestas: ['El Rey', 'El Congreso'],
  correcta: 0,
  fuente: 'Art. 91 CE',
  explicacion: null,
  ref: 'AAE-1',
};

describe('detectFormat', () => {
  it.each([
    ['banco.gift', 'gift'],
    ['banco.GIFT', 'gift'],
    ['banco.aiken', 'aiken'],
    ['preguntas-moodle.xml', 'moodle'],
    ['Banco Excel.CSV', 'csv'],
  ] as const)('trusts the specific extension of %s', (fileName, format) => {
    expect(detectFormat(fileName, 'cualquier cosa')).toBe(format);
  });

  it.each(BANK_FORMATS)('recognises %s by its export name and by content alone', (format) => {
    const text = serializeBank(format, [QUESTION]);

    expect(detectFormat(`banco${BANK_FORMAT_INFO[format].extension}`, text)).toBe(format);
    expect(detectFormat('banco.txt', text)).toBe(format);
    expect(detectFormat('sin-extension', text)).toBe(format);
  });

  it('recognises hand-written files of each format', () => {
    expect(detectFormat('a.txt', '¿P?{=a ~b}')).toBe('gift');
    expect(detectFormat('a.txt', '// comentario\n$CATEGORY: A/B\n')).toBe('gift');
    expect(detectFormat('a.txt', '¿P?\r\nA) a\r\nB) b\r\nANSWER: B\r\n')).toBe('aiken');
    expect(detectFormat('a.txt', '\uFEFF  <quiz></quiz>')).toBe('moodle');
    expect(detectFormat('a.txt', 'Sección;Tema;"Pregunta";Opción A;Opción B;Correcta\n')).toBe(
      'csv',
    );
  });

  it('returns null when nothing fits', () => {
    expect(detectFormat('notas.txt', 'Apuntes del tema 1')).toBeNull();
    expect(detectFormat('vacío.txt', '')).toBeNull();
    expect(detectFormat('banco.pdf', '%PDF-1.7')).toBeNull();
  });
});

describe('parseBank and serializeBank', () => {
  it.each(BANK_FORMATS)('dispatch to the %s parser and serializer', (format) => {
    const text = serializeBank(format, [QUESTION]);
    const { preguntas, rechazadas } = parseBank(format, text, {
      seccion: QUESTION.seccion,
      tema: QUESTION.tema,
    });

    expect(rechazadas).toEqual([]);
    expect(preguntas).toEqual([format === 'aiken' ? { ...QUESTION, ref: null } : QUESTION]);
  });

  it('rejects Aiken questions when no sección and tema are given', () => {
    expect(parseBank('aiken', serializeBank('aiken', [QUESTION])).rechazadas).toEqual([
      {
        linea: 1,
        motivo: 'Falta la sección y el tema de destino (el formato Aiken no los incluye)',
      },
    ]);
  });

  it('ignores the defaults in formats that name their own sección and tema', () => {
    const text = serializeBank('gift', [QUESTION]);

    expect(parseBank('gift', text, { seccion: 'Otra', tema: 'Otro' }).preguntas[0]).toEqual(
      QUESTION,
    );
  });

  it('gives every format a label, an extension, a MIME type and whether it keeps explanations', () => {
    for (const format of BANK_FORMATS) {
      expect(BANK_FORMAT_INFO[format]).toEqual({
        nombre: expect.any(String),
        extension: expect.stringMatching(/^\.[a-z.]+$/),
        mimeType: expect.stringContaining('charset=utf-8'),
        explicaciones: format !== 'aiken',
      });
    }
  });

  it('counts the explanations only Aiken leaves out', () => {
    const bank = [
      { ...QUESTION, explicacion: 'Una' },
      { ...QUESTION, explicacion: null },
      { ...QUESTION, explicacion: 'Otra' },
    ];

    expect(BANK_FORMATS.map((format) => [format, droppedExplanations(format, bank)])).toEqual([
      ['gift', 0],
      ['aiken', 2],
      ['moodle', 0],
      ['csv', 0],
    ]);
    expect(
      parseBank('aiken', serializeBank('aiken', bank), QUESTION).preguntas.map(
        (q) => q.explicacion,
      ),
    ).toEqual([null, null, null]);
  });
});

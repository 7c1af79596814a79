// Español: el resto de lo que la orden `sudoku` le dice a una persona (ayuda, uso, errores).
// Las opciones y las palabras de datos (niveles, sudokus) quedan como se escriben.

import type { MessageKey } from '../index.ts';

export const cliWordsEs: Partial<Record<MessageKey, string>> = {
  'cli.usage': 'uso: {usage}',
  'cli.usage-head': 'uso:',
  'cli.unknown-command': 'orden desconocida «{name}»',
  'cli.puzzle-form': '{usage} (SUDOKU: 81 cifras, . o 0 para una casilla vacía)',
  'cli.usage.solve': 'sudoku solve [ARCHIVO] [--count]',
  'cli.usage.grade': 'sudoku grade [ARCHIVO] [--technique] [--deep]',
  'cli.usage.steps': 'sudoku steps SUDOKU [--deep] [--lang IDIOMA]',
  'cli.usage.hint': 'sudoku hint SUDOKU [CASILLA] [--level N] [--lang IDIOMA]',
  'cli.usage.render':
    'sudoku render SUDOKU [--out ARCHIVO.png] [--theme dark] [--scale N] [--title TÍTULO] [--notes] [--solution] [--hint [--cell r3c5] [--level 1-3] [--bare]] [--variant x|windoku] [--jigsaw MAPA] [--text]',
  'cli.usage.read-photo': 'sudoku read-photo IMAGEN...',
  'cli.usage.generate':
    'sudoku generate --level NIVEL [--seed SEMILLA] [--count N] [--variant VARIANTE] [--symmetry SIMETRÍA]',
  'cli.usage.daily': 'sudoku daily [AAAA-MM-DD] [--days N] [--salt SAL] [--launch AAAA-MM-DD]',
  'cli.summary.solve': 'resolver sudokus, uno por línea, de ARCHIVO o de la entrada estándar',
  'cli.summary.grade': 'puntuar sudokus (escala de Sudoku Explainer) y decir su nivel',
  'cli.summary.steps':
    'mostrar el camino de resolución de un sudoku, numerado y explicado (--lang fr, ja, ...)',
  'cli.summary.hint':
    'una pista para el siguiente paso (--level 1-3), o el camino más corto hasta CASILLA',
  'cli.summary.render': 'dibujar un sudoku como PNG (o como texto con --text)',
  'cli.summary.read-photo':
    'leer la cuadrícula de fotos: línea de la cuadrícula (. = vacía) y casillas dudosas',
  'cli.summary.generate': 'generar sudokus únicos, mínimos y simétricos de un nivel',
  'cli.summary.daily':
    'el sudoku del día de una fecha (hoy por defecto); --days N para los días siguientes',
  'cli.no-such-file': 'no existe el archivo: {file}',
  'cli.not-a-file': 'no es un archivo',
  'cli.no-file': 'no existe el archivo',
  'cli.unknown-option': 'opción desconocida --{option}; opciones: {options}.',
  'cli.unexpected-argument': 'argumento inesperado «{argument}»; opciones: {options}.',
  'cli.whole-number': '--{flag} es un número entero de 1 a {max}.',
  'cli.grade.unrated':
    'sin puntuar: se agotó el presupuesto de cálculo tras pasos puntuados hasta {reached, number, ::.0} (--deep lo puntúa entero)',
  'cli.render.variant':
    'variante desconocida «{variant}»; usa classic, x o windoku (o --jigsaw MAPA)',
  'cli.render.theme': '--theme admite {themes}',
  'cli.render.level': '--level admite 1, 2 o 3 (cuánto de la pista mostrar)',
  'cli.render.wrote': 'escrito {file} ({kb, number, ::.0} KB)',
  'cli.generate.level-required': 'falta --level: elige {levels}.',
  'cli.generate.unknown-level': 'nivel desconocido «{level}»: elige {levels}.',
  'cli.generate.variant': 'variante desconocida «{variant}»: elige {variants}.',
  'cli.generate.variant-levels':
    'la variante {variant} no tiene sudokus de nivel {level}: elige {levels}.',
  'cli.generate.symmetry': 'simetría desconocida «{symmetry}»: elige {symmetries}.',
  'cli.generate.budget': '--budget es un número entero de candidatos de 1 a {max}.',
  'cli.generate.seed': 'semilla: {seed}',
  'cli.generate.bad-seed': 'una semilla es un texto de 1 a {max} caracteres.',
  'cli.generate.failed': 'sudoku {n}: {text}',
  'cli.daily.one-date': 'indica como mucho una fecha (AAAA-MM-DD).',
  'cli.daily.time-zone':
    'DAILY_TIME_ZONE «{zone}» no es el nombre de una zona horaria (p. ej. Europe/Madrid).',
  'cli.daily.bad-date':
    'el día «{date}» no existe: escribe una fecha del calendario como AAAA-MM-DD, p. ej. 2026-11-27.',
};

// Português (Brasil): o resto do que o comando `sudoku` diz a uma pessoa (ajuda, uso, erros).
// As opções e as palavras de dados (níveis, jogos) ficam como se digitam.

import type { MessageKey } from '../index.ts';

export const cliWordsPtBR: Partial<Record<MessageKey, string>> = {
  'cli.usage': 'uso: {usage}',
  'cli.usage-head': 'uso:',
  'cli.unknown-command': 'comando desconhecido “{name}”',
  'cli.puzzle-form': '{usage} (JOGO: 81 dígitos, . ou 0 para uma casa vazia)',
  'cli.usage.solve': 'sudoku solve [ARQUIVO] [--count]',
  'cli.usage.grade': 'sudoku grade [ARQUIVO] [--technique] [--deep]',
  'cli.usage.steps': 'sudoku steps JOGO [--deep] [--lang IDIOMA]',
  'cli.usage.hint': 'sudoku hint JOGO [CASA] [--level N] [--lang IDIOMA]',
  'cli.usage.render':
    'sudoku render JOGO [--out ARQUIVO.png] [--theme dark] [--scale N] [--title TÍTULO] [--notes] [--solution] [--hint [--cell r3c5] [--level 1-3] [--bare]] [--variant x|windoku] [--jigsaw MAPA] [--text]',
  'cli.usage.read-photo': 'sudoku read-photo IMAGEM...',
  'cli.usage.generate':
    'sudoku generate --level NÍVEL [--seed SEMENTE] [--count N] [--variant VARIANTE] [--symmetry SIMETRIA]',
  'cli.usage.daily': 'sudoku daily [AAAA-MM-DD] [--days N] [--salt SAL] [--launch AAAA-MM-DD]',
  'cli.summary.solve': 'resolver jogos, um por linha, de ARQUIVO ou da entrada padrão',
  'cli.summary.grade': 'avaliar jogos (escala do Sudoku Explainer) e dizer o nível',
  'cli.summary.steps':
    'mostrar o caminho de solução de um jogo, numerado e explicado (--lang fr, ja, ...)',
  'cli.summary.hint':
    'uma dica para o próximo passo (--level 1-3), ou o caminho mais curto até CASA',
  'cli.summary.render': 'desenhar um jogo como PNG (ou como texto com --text)',
  'cli.summary.read-photo': 'ler a grade de fotos: linha da grade (. = vazia) e casas duvidosas',
  'cli.summary.generate': 'gerar jogos únicos, mínimos e simétricos de um nível',
  'cli.summary.daily':
    'o jogo do dia de uma data (hoje por padrão); --days N para os próximos dias',
  'cli.no-such-file': 'arquivo não encontrado: {file}',
  'cli.not-a-file': 'não é um arquivo',
  'cli.no-file': 'arquivo não encontrado',
  'cli.unknown-option': 'opção desconhecida --{option}; opções: {options}.',
  'cli.unexpected-argument': 'argumento inesperado “{argument}”; opções: {options}.',
  'cli.whole-number': '--{flag} é um número inteiro de 1 a {max}.',
  'cli.grade.unrated':
    'sem nota: o orçamento de cálculo acabou após passos avaliados até {reached, number, ::.0} (--deep avalia por inteiro)',
  'cli.render.variant':
    'variante desconhecida “{variant}”; use classic, x ou windoku (ou --jigsaw MAPA)',
  'cli.render.theme': '--theme aceita {themes}',
  'cli.render.level': '--level aceita 1, 2 ou 3 (quanto da dica mostrar)',
  'cli.render.wrote': '{file} gravado ({kb, number, ::.0} KB)',
  'cli.generate.level-required': 'falta --level: escolha {levels}.',
  'cli.generate.unknown-level': 'nível desconhecido “{level}”: escolha {levels}.',
  'cli.generate.variant': 'variante desconhecida “{variant}”: escolha {variants}.',
  'cli.generate.variant-levels':
    'a variante {variant} não tem jogos de nível {level}: escolha {levels}.',
  'cli.generate.symmetry': 'simetria desconhecida “{symmetry}”: escolha {symmetries}.',
  'cli.generate.budget': '--budget é um número inteiro de candidatos de 1 a {max}.',
  'cli.generate.seed': 'semente: {seed}',
  'cli.generate.bad-seed': 'uma semente é um texto de 1 a {max} caracteres.',
  'cli.generate.failed': 'jogo {n}: {text}',
  'cli.daily.one-date': 'informe no máximo uma data (AAAA-MM-DD).',
  'cli.daily.time-zone':
    'DAILY_TIME_ZONE “{zone}” não é o nome de um fuso horário (ex.: America/Sao_Paulo).',
  'cli.daily.bad-date':
    'o dia “{date}” não existe: escreva uma data do calendário como AAAA-MM-DD, ex.: 2026-11-27.',
};

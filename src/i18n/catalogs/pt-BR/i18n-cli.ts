// Português (Brasil): as palavras próprias da linha de comando `sudoku` em torno de passos e dicas.

import type { MessageKey } from '../index.ts';

export const i18nCliPtBR: Partial<Record<MessageKey, string>> = {
  'cli.lang-unknown':
    'Idioma desconhecido “{language}”: os idiomas disponíveis são {languages}. Escolha um com --lang, por exemplo --lang pt-BR.',
  'cli.error': 'erro: {text}',
  'cli.not-a-cell':
    '“{cell}” não é uma casa: indique uma como r3c5 (linhas e colunas de 1 a {size}).',
  'cli.hint-level': '--level deve ser 1, 2 ou 3.',
  'cli.steps.line': '{n}. [{rating, number, ::.0}] {text}',
  'cli.steps.rating': 'Nota {rating, number, ::.0} ({level}).',
  'cli.steps.stopped':
    'Parou após {steps, plural, one {# passo} other {# passos}}: as buscas de cadeias esgotaram o orçamento de trabalho após passos com nota até {reached, number, ::.0}, então o sudoku fica sem nota ({rating, number, ::.0}); --deep dá a nota completa.',
  'cli.steps.stuck':
    'Travou após {steps, plural, one {# passo} other {# passos}}: nenhuma técnica que o motor conhece se aplica, então a nota é {rating, number, ::.0} (é preciso chutar).',
  'cli.too-many-steps': 'Este sudoku precisa de mais passos do que o avaliador permite.',
  'cli.hint.route': 'Caminho: {steps}.',
};

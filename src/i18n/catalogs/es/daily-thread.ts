// Español: el hilo de cada día bajo el sudoku del día, `thread on|off`, y por qué la charla del
// día vuelve al canal.

import type { MessageKey } from '../index.ts';

export const dailyThreadEs: Partial<Record<MessageKey, string>> = {
  'thread.name': 'Sudoku del {date, date, long}',
  'thread.show':
    '{state, select, on {Cada publicación del sudoku del día abre aquí un hilo: los resultados, lo compartido y el resumen del día van allí, así el canal muestra un mensaje al día.} other {Los hilos del día están desactivados aquí: resultados, lo compartido y el resumen van al canal.}} Quienes gestionan el canal lo cambian con `thread on` o `thread off`.',
  'thread.on':
    'Hecho ({name}): desde la próxima publicación del día, los resultados, lo compartido y el resumen irán a un hilo debajo.',
  'thread.off':
    'Hecho ({name}): desde ahora los resultados, lo compartido y el resumen se quedan en el canal, sin hilo bajo la publicación del día.',
  'thread.refused':
    'Solo quienes gestionan este canal pueden activar o desactivar los hilos del día. `thread` a secas dice cómo está.',
  'thread.direct':
    'Los hilos del día son para canales: en nuestros mensajes directos todo se queda aquí.',
  'thread.posted': 'Publicado en el hilo de hoy, bajo el sudoku del día.',
  'thread.lost.no-permission':
    'Los resultados de hoy se quedan en el canal: aquí no puedo abrir un hilo ni escribir en él. Quienes gestionan el canal pueden permitirme crear hilos públicos y enviar mensajes en hilos, o escribir `thread off` para dejar todo en el canal.',
  'thread.lost.archived':
    'El hilo de hoy se archivó y no puedo reabrirlo, así que los resultados de hoy van al canal.',
  'thread.lost.gone':
    'El hilo de hoy (o la publicación del día de la que cuelga) se borró, así que los resultados de hoy van al canal.',
  'thread.lost.failed':
    'No pude publicar en el hilo de hoy, así que los resultados de hoy van al canal.',
};

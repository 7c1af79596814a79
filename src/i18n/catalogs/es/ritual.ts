// Español: el ritual diario (celebración, líneas para compartir, archivo, tableros propios,
// resumen), estadísticas y clasificaciones. Ver en/ritual.ts.

import type { MessageKey } from '../index.ts';

export const ritualEs: Partial<Record<MessageKey, string>> = {
  'celebrate.result':
    'en {time} con {mistakes, plural, one {# error} other {# errores}} y {hints, plural, one {# pista} other {# pistas}}',
  'celebrate.played-by': ' Jugado por {players}.',
  'celebrate.your-streak': ' Tu racha: {n, plural, one {# día} other {# días}}.',
  'celebrate.streaks': ' Rachas: {list}.',
  'celebrate.streak-of': '{name} {n, plural, one {# día} other {# días}}',
  'celebrate.solved': '🎉 *{title}* resuelto {result}.{by}{streak}\nCompártelo:\n{share}',
  'celebrate.board': '*{title}* está resuelto 🎉 {result}.{by}',
  'celebrate.solo-result': '{name} lo resolvió por su cuenta:\n{share}',
  'share.name-daily': 'Sudoku del día n.º {number}',
  'share.name': 'Sudoku',
  'share.variant.mini': ' Mini',
  'share.variant.x': ' Sudoku X',
  'share.variant.big': ' 16x16',
  'share.head': '{name}{variant} ({level}) resuelto en {time}',
  'share.unranked': 'sin clasificar',
  'share.ranked': 'clasificado {time}',
  'share.streak': 'racha {n}',
  'share.not-finished':
    'Aún no has terminado el sudoku de hoy: tu resultado se comparte cuando lo resuelvas. ¡Ánimo!',
  'share.not-solved':
    'Aún no has resuelto el sudoku de hoy, no hay nada que compartir. `today` para jugar juntos, `today solo` por tu cuenta.',
  'share.gone': 'Esa partida ya no existe, no puedo compartirla.',
  'share.copy': 'Copia y comparte donde quieras:\n{line}',
  'share.result-of': 'Resultado de {name}:\n{line}',
  'archive.range':
    'Los sudokus del día van del n.º 1 ({launch}) al n.º {latest} de hoy. Prueba `daily {example}`, o `today`.',
  'archive.bad-date':
    '{date} no es una fecha que conozca. Escríbela como AAAA-MM-DD, p. ej. `daily {example}`.',
  'archive.not-yet':
    'El sudoku del {date} aún no ha salido: ¡nada de espiar! `today` es el de hoy.',
  'archive.before-launch': 'El primer sudoku del día fue el {launch} (n.º 1). Prueba `daily 1`.',
  'archive.is-today': 'Ese es el sudoku de hoy: escribe `today` para jugarlo con todos.',
  'archive.preparing':
    'El sudoku del {date} se está preparando; vuelve a escribir `daily {date}` en un minuto.',
  'archive.started':
    '*{title}* del archivo: no cuenta para rachas ni clasificaciones. ¡Que lo disfrutes!{aside}',
  'solo.ready':
    'Tu propio tablero de *{title}* está listo en nuestros mensajes directos. Cuando termines, tu resultado (sin spoilers) se publicará aquí.',
  'solo.waiting':
    'Tu propio tablero de *{title}* te espera en nuestros mensajes directos. Cuando termines, tu resultado (sin spoilers) se publicará aquí.',
  'solo.unavailable':
    'Aquí no se puede jugar solo. Abre un mensaje directo conmigo y escribe `today`.',
  'solo.no-dm':
    'No he podido abrirte un mensaje directo (quizá tu configuración de privacidad no lo permite). Jugad juntos aquí con `today`, o permite mensajes directos de miembros del servidor.',
  'solo.elsewhere':
    'Ya estás jugando *{title}* en nuestros mensajes directos, y cuenta donde lo empezaste, así que su resultado no se publicará aquí solo. Cuando termines, `share` lo publica aquí.',
  'solo.preparing':
    'El sudoku de hoy aún se está preparando. Vuelve a escribir `today solo` en un minuto.',
  'solo.board': '*{title}*: tu propio tablero. {howTo}',
  'digest.yesterday': 'Ayer',
  'digest.head':
    '*{when} aquí: sudoku del día n.º {number}* resuelto por {n, plural, one {# jugador} other {# jugadores}} ({how}).',
  'digest.together': '{n} juntos',
  'digest.alone': '{n} por su cuenta',
  'digest.fastest': 'Más rápido: {result}',
  'digest.nobody-ranked': 'Más rápido: nadie clasificado (más de 10 errores cada uno).',
  'digest.streaks': '{count, plural, one {Racha más larga} other {Rachas más largas}}: {list}',
  'digest.streak-of': '{name} {n, plural, one {# día} other {# días}}',
  'digest.no-daily-yesterday':
    'Ayer no hubo sudoku del día: el primero es hoy. `today` lo empieza.',
  'digest.nobody':
    'Nadie aquí resolvió el sudoku de ayer (n.º {number}). `daily {number}` lo juega desde el archivo; `leaderboard week` muestra la semana.',
  'stats.yours': '*Tus estadísticas de sudoku, {name}*',
  'stats.played':
    'Jugadas {played} · resueltas {solved}{revealed, plural, =0 {} other { · reveladas #}}',
  'stats.theirs': '*Estadísticas de sudoku de {name}*',
  'stats.dailies': 'Sudokus del día resueltos {n}',
  'stats.streak': 'Racha diaria: {n, plural, one {# día} other {# días}} (mejor {best})',
  'stats.times': 'Mejor tiempo {best} · mediana {median}',
  'stats.mistakes': 'Errores {mistakes} · pistas {hints}',
  'stats.calendar': 'Sudokus del día resueltos, las últimas {weeks} semanas (lun.–dom.):',
  'stats.nobody-called':
    'Nadie llamado {who} ha jugado aún un sudoku del día aquí. `stats` muestra las tuyas.',
  'stats.no-games':
    'Aún no hay partidas. Escribe `today` para el sudoku del día; tus estadísticas empiezan con tu primera jugada.',
  'stats.no-dailies':
    '{name} aún no ha resuelto ningún sudoku del día, no hay estadísticas. ¡`today` es un buen comienzo juntos!',
  'board.penalty': '; {time} +{penalty} por errores',
  'board.result':
    '{time} · {who}{solo} ({mistakes, plural, one {# error} other {# errores}}, {hints, plural, one {# pista} other {# pistas}}{rest})',
  'board.unranked': ', sin clasificar',
  'board.period-row':
    '{place}. {name}: {n, plural, one {# sudoku resuelto} other {# sudokus resueltos}}, media {average} (mejor {best})',
  'board.streak-row': '{place}. {name}: {n, plural, one {# día} other {# días}} (mejor {best})',
  'board.week': 'Esta semana (desde el lunes {from})',
  'board.month': 'Este mes (desde el {from})',
  'board.all': 'Desde el principio ({n, plural, one {# sudoku} other {# sudokus}})',
  'board.section': '*{title}*',
  'board.here': '{title}, aquí',
  'board.whole': '{title}, todo el {community}',
  'board.none-here': 'Aún no se ha resuelto ningún sudoku del día aquí.',
  'board.none': 'Aún no se ha resuelto ningún sudoku del día.',
  'board.period-rule':
    '_Primero más sudokus resueltos, luego menor tiempo clasificado medio, luego mejor tiempo; si siguen empatados: puesto compartido. Tiempo clasificado: {rule} (un sudoku sin clasificar no cuenta aquí)._',
  'board.today-here': 'Sudoku de hoy, aquí',
  'board.today-none-here':
    'Aún sin resolver aquí: `today` para jugar juntos, `today solo` por tu cuenta.',
  'board.today-whole': 'Sudoku de hoy, todo el {community}',
  'board.today-none': 'Nadie lo ha resuelto todavía.',
  'board.streaks-here': 'Rachas aquí',
  'board.streaks-whole': 'Rachas en el {community}',
  'board.no-streaks': 'Aún no hay rachas en curso.',
  'board.today-rule':
    '_Tiempo clasificado: {rule}. En empate ganan menos pistas, luego menos errores; si siguen empatados: puesto compartido. 👤 jugó por su cuenta. `leaderboard week`, `leaderboard month` o `leaderboard all` para periodos más largos._',
  'board.ranking-rule': '+{penalty} s por error; más de {most} errores: sin clasificar',
  'community.server': 'servidor',
  'community.workspace': 'espacio de trabajo',
};

// Español: nombres de las técnicas, frases de las pistas, negativas del motor de pistas y errores
// de los comandos escritos. Nombres como los escriben los jugadores hispanohablantes (solitario
// oculto, par desnudo, pez espada); sin nombre español asentado queda el inglés (anotado abajo).
// `article` es el artículo inglés (a/an): el español no lo usa.

import type { MessageKey } from '../index.ts';

export const catalogEngine: Partial<Record<MessageKey, string>> = {
  'technique.full-house': 'Última casilla libre',
  'technique.hidden-single': 'Solitario oculto',
  'technique.naked-single': 'Solitario desnudo',
  'technique.pointing': 'Candidatos apuntadores',
  'technique.claiming': 'Reducción línea-caja',
  'technique.naked-pair': 'Par desnudo',
  'technique.naked-triple': 'Trío desnudo',
  'technique.naked-quad': 'Cuarteto desnudo',
  'technique.hidden-pair': 'Par oculto',
  'technique.hidden-triple': 'Trío oculto',
  'technique.hidden-quad': 'Cuarteto oculto',
  'technique.x-wing': 'X-Wing',
  'technique.swordfish': 'Pez espada',
  'technique.jellyfish': 'Medusa',
  'technique.finned-x-wing': 'X-Wing con aleta',
  'technique.finned-swordfish': 'Pez espada con aleta',
  'technique.finned-jellyfish': 'Medusa con aleta',
  'technique.sashimi-x-wing': 'X-Wing sashimi',
  'technique.sashimi-swordfish': 'Pez espada sashimi',
  'technique.sashimi-jellyfish': 'Medusa sashimi',
  'technique.skyscraper': 'Rascacielos',
  'technique.two-string-kite': 'Cometa',
  // Turbot Fish, los Wings, BUG, Nice Loop y ALS: sin nombre español asentado, quedan en inglés.
  'technique.turbot-fish': 'Turbot Fish',
  'technique.empty-rectangle': 'Rectángulo vacío',
  'technique.xy-wing': 'XY-Wing',
  'technique.xyz-wing': 'XYZ-Wing',
  'technique.w-wing': 'W-Wing',
  'technique.wxyz-wing': 'WXYZ-Wing',
  'technique.vwxyz-wing': 'VWXYZ-Wing',
  'technique.uvwxyz-wing': 'UVWXYZ-Wing',
  'technique.tuvwxyz-wing': 'TUVWXYZ-Wing',
  'technique.simple-colouring': 'Coloreado simple',
  'technique.unique-rectangle': 'Rectángulo único',
  'technique.unique-rectangle-type': 'Rectángulo único (tipo {type})',
  'technique.unique-loop': 'Bucle único',
  'technique.unique-loop-type': 'Bucle único (tipo {type})',
  'technique.bug-plus-one': 'BUG+1',
  'technique.bug-type-2': 'BUG tipo 2',
  'technique.bug-type': 'BUG (tipo {type})',
  'technique.x-chain': 'Cadena X',
  'technique.grouped-x-chain': 'Cadena X agrupada',
  'technique.xy-chain': 'Cadena XY',
  'technique.x-cycle': 'Ciclo X',
  'technique.xy-cycle': 'Ciclo XY',
  'technique.nice-loop': 'Nice Loop',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY-Wing',
  'technique.aligned-pair-exclusion': 'Exclusión de pares alineados',
  'technique.aligned-triple-exclusion': 'Exclusión de tríos alineados',
  'technique.forcing-chain': 'Cadena forzada',
  'technique.cell-forcing-chains': 'Cadenas forzadas de casilla',
  'technique.house-forcing-chains': 'Cadenas forzadas de unidad',
  'technique.nishio-forcing-chain': 'Cadena forzada de Nishio',
  'technique.contradiction-forcing-chain': 'Cadena forzada por contradicción',
  'technique.multiple-forcing-chains': 'Cadenas forzadas múltiples',
  'technique.dynamic-forcing-chains': 'Cadenas forzadas dinámicas',
  'technique.dynamic-cell-forcing-chains': 'Cadenas forzadas dinámicas de casilla',
  'technique.dynamic-house-forcing-chains': 'Cadenas forzadas dinámicas de unidad',
  'technique.double-forcing-chain': 'Cadena forzada doble',
  'technique.bug': 'BUG',
  'technique.nested-forcing-chains': 'Cadenas forzadas anidadas',
  'technique.nested-multiple-forcing-chains': 'Cadenas forzadas anidadas (+ múltiples)',

  'words.removal': '{digit} de {cells}',
  'words.placed': '{cell} es {digit}',
  'words.remove': 'quita {removals}',
  // Las unidades con su artículo («en la fila 3», «la caja 2»).
  'words.house':
    '{kind, select, row {la fila {n}} column {la columna {n}} box {la caja {n}} window {la ventana {n}} diagonal {{n, select, 1 {la diagonal principal (de r1c1 hacia abajo a la derecha)} other {la antidiagonal}}} other {la región {n}}}',
  'words.a-technique': '{article, select, other {la técnica «{name}»}}',
  'explain.full-house':
    '{cell} es la última casilla vacía de {house}, así que lleva el número que le falta a {house}: {digit}.',
  'explain.hidden-single':
    'En {house}, el {digit} solo cabe en {cell}: las demás casillas de {house} están llenas o ya ven {article, select, other {un}} {digit}. Así que {cell} es {digit}.',
  'explain.naked-single':
    '{cell} solo tiene un candidato: su fila, su columna y su caja ya descartan todos los demás números, así que {cell} es {digit}.',
  'explain.locked':
    'En {from}, el {digit} solo puede ir en {cells}, que están todas en {to}, así que el {digit} se puede quitar del resto de {to}: {removed}.',
  'explain.locked-direct':
    'En {from}, el {digit} solo puede ir en {cells}, que están todas en {to}, así que el {digit} no puede estar en ningún otro sitio de {to} (ni en {removed}). Eso deja {cell} como único lugar para el {digit} en {single}, así que {cell} es {digit}.',
  'explain.naked-subset':
    'En {house}, las casillas {cells} solo contienen {digits} entre todas ({n, select, 2 {un par desnudo} 3 {un trío desnudo} other {un cuarteto desnudo}}), así que esos números van ahí y se pueden quitar de las demás casillas: {removals}.',
  'explain.hidden-subset':
    'En {house}, {digits} solo caben en {cells} ({n, select, 2 {un par oculto} 3 {un trío oculto} other {un cuarteto oculto}}), así que esas casillas no pueden tener ningún otro número: quita {removals}.',
  'explain.hidden-subset-direct':
    'En {house}, {digits} solo caben en {cells} ({n, select, 2 {un par oculto} 3 {un trío oculto} other {un cuarteto oculto}}), así que esas casillas no pueden tener ningún otro número: se va {removals}. Entonces el {digit} solo tiene un lugar en {single}: {cell} es {digit}.',
  'explain.fish':
    '{name} en el {digit}: en {base}, el {digit} solo cabe en {cover}, así que cada una de esas unidades toma su {digit} de esas casillas y el {digit} se puede quitar del resto de {cover}: {removed}.',
  'explain.fish-finned':
    '{name} en el {digit}: en {base}, el {digit} solo cabe en {cover} (más {fins, plural, one {la aleta} other {las aletas}} {finCells}). O el pez se cumple y el {digit} sale del resto de {cover}, o una aleta es {digit}; de las dos formas, el {digit} se puede quitar de las casillas que también ven la aleta: {removed}.',
  'explain.generic': '{name}{using, select, yes { con {cells}} other {}}: {parts}.',
  'explain.holds': '{cell} tiene {digits}',
  'explain.two-links':
    '{name} en el {digit}: el {digit} solo tiene dos lugares en {house1} ({cells1}) y en {house2} ({cells2}). {near1} y {near2} se ven, así que no pueden ser {digit} las dos, y {end1} o {end2} tiene que ser {digit}: quita el {digit} de {removed}, que {n, plural, one {ve} other {ven}} a ambas.',
  'explain.empty-rectangle':
    '{name} en el {digit}: en {box}, el {digit} solo está en {arm1} o {arm2}, y en {link} solo tiene dos lugares, {cells}. Si {target} fuera {digit}, {far} no podría serlo, así que lo sería {near}, y {box} se quedaría sin lugar para el {digit}. Así que quita el {digit} de {target}.',
  'explain.wing':
    '{name}: {pivotHolds}; {aHolds}; {bHolds}. Tome {pivot} el número que tome, {xyz, select, yes {una de las tres casillas} other {{a} o {b}}} tiene que ser {z}, así que el {z} se puede quitar de {removed}, que {n, plural, one {ve} other {ven}} {xyz, select, yes {a las tres} other {a ambas alas}}.',
  'explain.w-wing':
    '{name}: {cells} solo tienen {x} y {y}. En {house}, el {x} solo tiene dos lugares, {s} (que ve a {p}) y {t} (que ve a {q}); uno de ellos es {x}, así que {p} o {q} no es {x} y tiene que ser {y}. Quita el {y} de {removed}, que {n, plural, one {ve} other {ven}} a ambas.',
  'explain.colour-wrap':
    '{name} en el {digit}: a lo largo de los enlaces fuertes ({chain}) las casillas alternan entre dos colores, y uno de ellos lleva todos los {digit}. Dos casillas del mismo color comparten una unidad, así que ese color es falso: quita el {digit} de {removed}.',
  'explain.colour-trap':
    '{name} en el {digit}: a lo largo de los enlaces fuertes ({chain}) las casillas alternan entre dos colores, y uno de ellos lleva los {digit}. {cell} ve ambos colores, así que no puede ser {digit}.',
  'explain.unique-rectangle-1':
    '{name}: {corners} ocupan dos filas, dos columnas y dos cajas; tres esquinas tienen solo {a} y {b}, y si las cuatro tuvieran solo {a} y {b}, podrían intercambiarse y el sudoku tendría dos soluciones. Así que {roof} no puede ser {a} ni {b}: quítalos.',
  'explain.unique-rectangle-2':
    '{name}: {corners} tienen {a} y {b}; si las cuatro tuvieran solo {a} y {b}, podrían intercambiarse y el sudoku tendría dos soluciones, así que una de {roof} tiene que ser su número extra {z}. Quita el {z} de {removed}, que {n, plural, one {ve} other {ven}} a ambas.',
  'explain.unique-rectangle-3':
    '{name}: {corners} tienen {a} y {b}; si las cuatro tuvieran solo {a} y {b}, podrían intercambiarse y el sudoku tendría dos soluciones, así que los números extra de {roof} actúan como una sola casilla, que con {others} forma un subconjunto desnudo en {house}: {conclusion}.',
  'explain.unique-rectangle-4':
    '{name}: {corners} tienen {a} y {b}; si las cuatro tuvieran solo {a} y {b}, podrían intercambiarse y el sudoku tendría dos soluciones. En {house}, el {keep} solo cabe en {roof}, así que una de ellas es {keep}, y ninguna puede ser el otro número: quita {removals}.',
  'explain.unique-loop-1':
    '{name}: las casillas {cells} forman un bucle en el que cada fila, columna y caja tiene dos de ellas; si todas tuvieran solo {a} y {b}, los números podrían intercambiarse a lo largo del bucle y el sudoku tendría dos soluciones. Así que {extra} no puede ser {a} ni {b}: quítalos.',
  'explain.unique-loop-2':
    '{name}: las casillas {cells} forman un bucle en el que cada fila, columna y caja tiene dos de ellas; si todas tuvieran solo {a} y {b}, los números podrían intercambiarse a lo largo del bucle y el sudoku tendría dos soluciones. Así que una de {extra} tiene que ser su número extra {z}: quita el {z} de {removed}.',
  'explain.bug-plus-one':
    '{name}: todas las casillas vacías tienen dos candidatos salvo {cell}, y cada número aparece dos veces en cada unidad salvo el {digit} en las unidades de {cell}. Sin el {digit} ahí, el tablero sería un patrón mortal con dos soluciones, así que {cell} es {digit}.',
  'explain.bug-type-2':
    'BUG tipo 2: todas las casillas vacías tienen dos candidatos salvo {cells}, que comparten el número extra {digit}. Sin el {digit} en una de ellas, el tablero sería un patrón mortal con dos soluciones, así que una de ellas es {digit}: quita el {digit} de {removed}, que {n, plural, one {las ve} other {las ven}} a todas.',
  'explain.aligned-exclusion':
    '{name}: {cells} no pueden tomar números que dejarían sin candidatos una casilla que todas ven ({seen}). Al probar cada par, algunos números no tienen ninguna pareja posible: quita {removals}.',
  'explain.als':
    '{name}: las casillas {setA} y {setB} tienen cada una un número más que casillas (conjuntos casi bloqueados). Cada {x} de ellas ve a todos los demás, así que como mucho un conjunto contiene el {x}, y el otro queda bloqueado: {z} tiene que estar en uno de los dos. Así que quita {removals}, que {n, plural, one {los ve} other {los ven}} a todos.',
  'explain.als-xy-wing':
    '{name}: las casillas {setA}, {setB} y {setC} tienen cada una un número más que casillas (conjuntos casi bloqueados). Cada {x} del primero ve cada {x} del segundo, y cada {y} del segundo cada {y} del tercero. Si el primer conjunto no tuviera {z}, tendría el {x}, el segundo perdería el {x} y tendría el {y}, y el tercero perdería el {y} y tendría {z}. Así que {z} está en el primer o el tercer conjunto: quita {removals}, que {n, plural, one {los ve} other {los ven}} a todos.',
  'explain.loop':
    '{name}{one, select, yes { en el {digit}} other {}}: {chain} cierra un bucle que vale en ambos sentidos (cada enlace es fuerte en un sentido o en el otro), así que toda casilla que ve un extremo verdadero y uno falso de los enlaces del bucle pierde ese número: {conclusion}.',
  'chain.assume': '{cell} {on, select, yes {es} other {no es}} {digit}',
  'chain.contradiction':
    '{name}: supón que {assumption}. Entonces {chain}, lo que contradice la suposición, así que {conclusion}.',
  'chain.alternating':
    '{name}: si {assumption}, entonces {chain}. Así que {cell1} es {digit1} o {cell2} es {digit2}: {conclusion}.',
  'chain.either-way': '{name}: {chain}. En cualquier caso, {conclusion}.',
  'chain.case': 'si {assumption}: {chain}',
  'chain.clash-both': '{cell} sería a la vez {digit} y no {digit}',
  'chain.clash-empty': '{cell} se quedaría sin candidatos',
  'chain.clash-house': 'el {digit} no tendría lugar en una unidad',
  'chain.forcing-contradiction':
    '{name}: supón que {assumption}. Entonces {chains}, así que {clash}. La suposición es falsa: {conclusion}.',
  'chain.whether':
    '{name}: sea o no {cell} un {digit}, se sigue lo mismo ({cases}). Así que {conclusion}.',
  'chain.whatever':
    '{name}: {sameCell, select, yes {tenga lo que tenga {cell}} other {sea cual sea la casilla que tome el {digit}}}, se sigue lo mismo ({cases}). Así que {conclusion}.',
  'level1.naked-single':
    '{start, select, yes {Busca} other {busca}} una casilla con un solo candidato: hay un solitario desnudo.',
  'level1.look-at': '{start, select, yes {Mira} other {mira}} {where}: {thereIs}.',
  'level1.digits':
    '{start, select, yes {Mira} other {mira}} {n, plural, one {el número} other {los números}} {digits}: {thereIs}.',
  'level1.whole-board': 'todo el tablero',
  'level1.there-is':
    '{technique, select, fullHouse {hay una última casilla libre} hiddenSingle {hay un solitario oculto} nakedPair {hay un par desnudo} nakedTriple {hay un trío desnudo} nakedQuad {hay un cuarteto desnudo} hiddenPair {hay un par oculto} hiddenTriple {hay un trío oculto} other {hay un cuarteto oculto}}',
  'level1.family':
    '{family, select, intersection {hay candidatos bloqueados} fish {hay un patrón de pez} singleDigit {hay un patrón de un solo número} wing {hay un Wing} colouring {hay un patrón de coloreado} uniqueness {hay un patrón de unicidad} chain {hay una cadena} als {hay un conjunto casi bloqueado (ALS)} forcing {hay una cadena forzada} subset {hay un subconjunto} other {hay un solitario}} ({name})',
  'level2.full-house': 'Solo queda una casilla vacía en {house}; ¿qué número falta?',
  'level2.hidden-single': 'El {digit} solo puede ir en una casilla de {house}.',
  'level2.naked-single':
    'Una casilla solo puede ser {digit}: mira los números que ya tienen su fila, su columna y su caja.',
  'level2.locked': 'En {house}, el {digit} solo puede ir donde se cruza con {other} ({name}).',
  'level2.naked': '{n} casillas de {house} solo contienen {digits} ({name}).',
  'level2.hidden': 'En {house}, {digits} solo caben en {n} casillas ({name}).',
  'level2.use': 'Usa {technique} con {digits}.',
  'level2.use-in': 'Usa {technique} con {digits} en {houses}.',
  'hint.careful':
    'Cuidado: tus notas en {cells} descartan el número que va ahí; no las he tenido en cuenta. {text}',
  'hint.wrong-entry':
    '{cell} tiene un {digit}, que no es el número que va ahí. Bórralo primero; las pistas parten de un tablero sin errores.',
  'hint.wrong-entries':
    'Estas casillas tienen números que no van ahí: {cells}. Bórralos primero; las pistas parten de un tablero sin errores.',
  'route.instead':
    '{cell} está más lejos de lo que puedo explicar de una vez, así que aquí va el siguiente paso del tablero. {text}',
  'route.now': '{cell} se puede rellenar ya. {text}',
  'route.count': '{cell} necesita {n} pasos desde aquí',
  'route.count-shorter': '{cell} necesita {n} pasos desde aquí ({technique} lo haría en {shorter})',
  'route.start': '{count}. Para empezar, {text}',
  'route.first-step': '{count}. El primero: {text}',
  'route.long':
    '{count}, un camino largo, así que aquí va solo el siguiente: {text} Luego vuelve a preguntar por {cell}.',
  'route.listed': '{count}. {route} Por último: {text}',
  'route.first': 'Primero: {text}',
  'route.then': 'Después: {text}',
  'route.first-brief': 'Primero: {steps}.',
  'route.placed': '{placements} ({name})',
  'route.removes': '{name} quita {removals}',
  'route.struck':
    '{text} ({cells} ya no {n, plural, one {tiene} other {tienen}} {digit} tras los pasos anteriores.)',
  'grid.repeats':
    'El {digit} aparece {times, plural, =2 {dos veces} other {# veces}} en {house} ({cells})',
  'grid.rows-found':
    'Encontré {count} filas{more, select, yes { o más} other {}} con {cells} casillas en total; una cuadrícula de {size}x{size} necesita {size} filas de {size}.',
  'grid.looks-like':
    'Parece una cuadrícula de {looksLike}x{looksLike} ({count} casillas), pero se esperaba una de {size}x{size} con {cells} casillas.',
  'grid.counted':
    'Conté {count, plural, one {# casilla} other {# casillas}}; una cuadrícula de {size}x{size} necesita exactamente {cells}.',
  'grid.counted-classic':
    'Conté {count, plural, one {# casilla} other {# casillas}}; una cuadrícula de 9x9 necesita exactamente 81 ({missing, select, yes {faltan casillas} other {sobran caracteres}}). Usa . o 0 para las casillas vacías.',
  'grid.not-a-digit':
    '«{symbol}» en la posición {position} no es un número de una cuadrícula de {size}x{size}: usa {big, select, yes {1-9 y A-{max}} other {1-{max}}}, y . o 0 para una casilla vacía.',
  'grid.not-a-digit-row':
    '«{symbol}» en la fila {row}, posición {position}, no es un número de una cuadrícula de {size}x{size}: usa {big, select, yes {1-9 y A-{max}} other {1-{max}}}, y . o 0 para una casilla vacía.',
  'hint-error.solved': '¡El tablero ya está resuelto!',
  'hint-error.too-hard':
    'Desde aquí, el siguiente paso necesita técnicas que no sé explicar (o adivinar). Coloca un número del que estés seguro o pide una pista sobre una casilla.',
  'hint-error.cell-too-hard':
    'No se puede llegar a {cell} desde aquí con las técnicas que sé explicar; quizá haga falta adivinar, o antes más números en otro sitio.',
  'hint-error.gave-up': 'No pude resolver este sudoku a tiempo.',
  'hint-error.no-solution': 'Este sudoku no tiene solución: revisa los números dados.',
  'hint-error.multiple':
    'Este sudoku tiene más de una solución, así que ningún paso se puede forzar.',
  'hint-error.conflict': '{conflict} Corrígelo primero.',
  'hint-error.out-of-range': 'Cada casilla necesita un número del 1 al {size}, o quedar vacía.',
  'hint-error.busy':
    'Ahora mismo se están calculando demasiadas pistas; vuelve a pedirla en un momento.',
  'hint-error.restarting': 'El bot se está reiniciando; vuelve a pedir la pista en un momento.',
  'hint-error.waited':
    'Tu pista esperó {seconds, number} s y el bot no pudo atenderla (está muy ocupado o aún arrancando); vuelve a pedirla en un minuto.',
  'hint-error.over-time':
    'Esa pista tardaba demasiado y se detuvo; vuelve a pedirla en un minuto, o pregunta por una casilla (`hint r3c5`).',
  'hint-error.failed': 'No se pudo calcular esa pista; vuelve a pedirla, por favor.',

  'grammar.empty':
    'Escribe un comando, p. ej. `today`, `r3c5 7` o `hint`. Escribe `help` para ver la lista completa.',
  'grammar.too-long':
    'Ese mensaje tiene {count, number} caracteres; los comandos caben en {max, number}. Escribe `help` para verlos.',
  'grammar.which-digit-short': '¿Qué número va en {cell}? Escribe `{cell} 7` (o `clear {cell}`).',
  'grammar.which-digit': '¿Qué número va en {cell}? Escribe `{cell} 7`.',
  'grammar.which-digit-fix':
    '¿Qué número hay en {cell}? Escribe `fix {cell} 8`, o `fix {cell} .` para una casilla vacía.',
  'grammar.leaderboard-periods': 'Las clasificaciones cubren {periods}. Prueba `leaderboard week`.',
  'grammar.just': 'Escribe solo `{verb}`.',
  'grammar.unknown':
    'No conozco el comando {word}.{suggestion} Escribe `help` para ver la lista, o una jugada como `r3c5 7`.',
  'grammar.did-you-mean': ' ¿Quisiste decir `{guess}`?',
  'grammar.no-arguments': '`{verb}` no lleva nada detrás (recibí {got}). Escribe solo `{verb}`.',
  'grammar.name-a-cell': 'Indica una casilla, p. ej. `{example}`.',
  'grammar.not-a-cell':
    '{token} no es una casilla. Las casillas se nombran por fila y luego columna, p. ej. `{example}` (fila 3, columna 5).',
  'grammar.off-board':
    '{token} está fuera del tablero: filas y columnas van de 1 a 9 (de 1 a 16 en un tablero grande), p. ej. `{example}`.',
  'grammar.not-a-digit':
    '{token} no es un número: usa del 1 al 9 (del 1 al 16, o de A a G para 10 a 16, en un tablero grande), p. ej. `{example}`.',
  'grammar.one-at-a-time':
    'Una casilla y un número cada vez, p. ej. `{example}`. Para anotar candidatos escribe `note r3c5 1 2 4`.',
  'grammar.clear-one': 'Borra una casilla cada vez, p. ej. `clear r3c5`.',
  'grammar.which-notes': '¿Qué notas? Escribe p. ej. `note r3c5 1 2 4` (otra vez para quitarlas).',
  'grammar.too-many-notes': 'Como mucho {max} notas por casilla, p. ej. `note r3c5 1 2 4`.',
  'grammar.hint-args': 'Escribe `hint`, o `hint r3c5` para una casilla.',
  'grammar.reveal-args': 'Escribe `solve` para revelar la solución de esta partida (la termina).',
  'grammar.daily-args':
    'Indica un sudoku diario pasado por número o fecha, p. ej. `daily 325` o `daily 2026-11-20`; `today` es el de hoy.',
  'grammar.new-options':
    'No conozco el nivel o la variante {word}. Niveles: {levels}; variantes: {variants}. Ejemplo: `new hard` o `new easy mini`.',
  'grammar.schedule-when':
    '¿Cuándo se publica el sudoku diario? Escribe `schedule 09:00` o `schedule 07:30 hard` (formato 24 horas).',
  'grammar.bad-time':
    '{token} no es una hora. Escribe `schedule 09:00` o `schedule 07:30 hard` (HH:MM, formato 24 horas).',
  'grammar.schedule-level':
    'Tras la hora puede ir un nivel: {levels}. Ejemplo: `schedule 07:30 hard`.',
  'grammar.thread-args':
    'Escribe `thread on` o `thread off` (quienes gestionan el canal), o `thread` para ver cómo está.',
  'grammar.theme':
    'No conozco el tema {word}. Escribe `theme dark` o `theme light` para tus propias imágenes, o `theme channel dark` para el tablero que ven todos aquí.',
};

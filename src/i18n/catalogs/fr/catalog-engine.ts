// Français : noms des techniques, phrases des indices, refus du moteur d'indices et erreurs de
// commande. Noms comme les écrivent les joueurs français (singleton caché, paire nue, X-Wing
// gardé) ; sans nom français établi, le nom anglais reste (signalé ci-dessous). `article` est
// l'article anglais (a/an) : le français ne s'en sert pas.

import type { MessageKey } from '../index.ts';

export const catalogEngine: Partial<Record<MessageKey, string>> = {
  'technique.full-house': 'Dernière case libre',
  'technique.hidden-single': 'Singleton caché',
  'technique.naked-single': 'Singleton nu',
  'technique.pointing': 'Candidats pointants',
  'technique.claiming': 'Réduction ligne-bloc',
  'technique.naked-pair': 'Paire nue',
  'technique.naked-triple': 'Triplet nu',
  'technique.naked-quad': 'Quadruplet nu',
  'technique.hidden-pair': 'Paire cachée',
  'technique.hidden-triple': 'Triplet caché',
  'technique.hidden-quad': 'Quadruplet caché',
  'technique.x-wing': 'X-Wing',
  // Swordfish, Jellyfish, Turbot Fish, les Wings, BUG, Nice Loop, ALS : pas de nom français établi.
  'technique.swordfish': 'Swordfish',
  'technique.jellyfish': 'Jellyfish',
  'technique.finned-x-wing': 'X-Wing à aileron',
  'technique.finned-swordfish': 'Swordfish à aileron',
  'technique.finned-jellyfish': 'Jellyfish à aileron',
  'technique.sashimi-x-wing': 'X-Wing sashimi',
  'technique.sashimi-swordfish': 'Swordfish sashimi',
  'technique.sashimi-jellyfish': 'Jellyfish sashimi',
  'technique.skyscraper': 'Gratte-ciel',
  'technique.two-string-kite': 'Cerf-volant',
  'technique.turbot-fish': 'Turbot Fish',
  'technique.empty-rectangle': 'Rectangle vide',
  'technique.xy-wing': 'XY-Wing',
  'technique.xyz-wing': 'XYZ-Wing',
  'technique.w-wing': 'W-Wing',
  'technique.wxyz-wing': 'WXYZ-Wing',
  'technique.vwxyz-wing': 'VWXYZ-Wing',
  'technique.uvwxyz-wing': 'UVWXYZ-Wing',
  'technique.tuvwxyz-wing': 'TUVWXYZ-Wing',
  'technique.simple-colouring': 'Coloriage simple',
  'technique.unique-rectangle': 'Rectangle unique',
  'technique.unique-rectangle-type': 'Rectangle unique (type {type})',
  'technique.unique-loop': 'Boucle unique',
  'technique.unique-loop-type': 'Boucle unique (type {type})',
  'technique.bug-plus-one': 'BUG+1',
  'technique.bug-type-2': 'BUG type 2',
  'technique.bug-type': 'BUG (type {type})',
  'technique.x-chain': 'Chaîne X',
  'technique.grouped-x-chain': 'Chaîne X groupée',
  'technique.xy-chain': 'Chaîne XY',
  'technique.x-cycle': 'Cycle X',
  'technique.xy-cycle': 'Cycle XY',
  'technique.nice-loop': 'Nice Loop',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY-Wing',
  'technique.aligned-pair-exclusion': 'Exclusion de paires alignées',
  'technique.aligned-triple-exclusion': 'Exclusion de triplets alignés',
  'technique.forcing-chain': 'Chaîne forcée',
  'technique.cell-forcing-chains': 'Chaînes forcées de case',
  'technique.house-forcing-chains': 'Chaînes forcées d’unité',
  'technique.nishio-forcing-chain': 'Chaîne forcée de Nishio',
  'technique.contradiction-forcing-chain': 'Chaîne forcée par contradiction',
  'technique.multiple-forcing-chains': 'Chaînes forcées multiples',
  'technique.dynamic-forcing-chains': 'Chaînes forcées dynamiques',
  'technique.dynamic-cell-forcing-chains': 'Chaînes forcées dynamiques de case',
  'technique.dynamic-house-forcing-chains': 'Chaînes forcées dynamiques d’unité',
  'technique.double-forcing-chain': 'Double chaîne forcée',
  'technique.bug': 'BUG',
  'technique.nested-forcing-chains': 'Chaînes forcées imbriquées',
  'technique.nested-multiple-forcing-chains': 'Chaînes forcées imbriquées (+ multiples)',

  'words.removal': '{digit} de {cells}',
  'words.placed': '{cell} vaut {digit}',
  'words.remove': 'retirez {removals}',
  // Les unités avec leur article (« dans la ligne 3 », « le bloc 2 »).
  'words.house':
    '{kind, select, row {la ligne {n}} column {la colonne {n}} box {le bloc {n}} window {la fenêtre {n}} diagonal {{n, select, 1 {la diagonale principale (de r1c1 en bas à droite)} other {l’anti-diagonale}}} other {la région {n}}}',
  'words.a-technique': '{article, select, other {la technique « {name} »}}',
  'explain.full-house':
    'Il ne reste qu’une case vide dans {house}, {cell} : elle prend le chiffre qui y manque, {digit}.',
  'explain.hidden-single':
    'Dans {house}, {digit} ne peut aller qu’en {cell} : toutes les autres cases y sont remplies ou voient déjà {article, select, other {un}} {digit}. Donc {cell} vaut {digit}.',
  'explain.naked-single':
    '{cell} n’a plus qu’un candidat : tous les autres chiffres sont déjà exclus par sa ligne, sa colonne et son bloc, donc {cell} vaut {digit}.',
  'explain.locked':
    'Dans {from}, {digit} ne peut aller qu’en {cells}, toutes situées dans {to} ; {digit} peut donc être retiré des autres cases de cette unité : {removed}.',
  'explain.locked-direct':
    'Dans {from}, {digit} ne peut aller qu’en {cells}, toutes situées dans {to} ; {digit} ne peut donc être nulle part ailleurs dans cette unité (ni en {removed}). Il ne reste alors que {cell} pour {digit} dans {single}, donc {cell} vaut {digit}.',
  'explain.naked-subset':
    'Dans {house}, les cases {cells} ne contiennent que {digits} à elles toutes ({n, select, 2 {une paire nue} 3 {un triplet nu} other {un quadruplet nu}}) : ces chiffres vont forcément là et peuvent être retirés des autres cases : {removals}.',
  'explain.hidden-subset':
    'Dans {house}, {digits} ne tiennent qu’en {cells} ({n, select, 2 {une paire cachée} 3 {un triplet caché} other {un quadruplet caché}}) : ces cases ne peuvent contenir aucun autre chiffre. Retirez {removals}.',
  'explain.hidden-subset-direct':
    'Dans {house}, {digits} ne tiennent qu’en {cells} ({n, select, 2 {une paire cachée} 3 {un triplet caché} other {un quadruplet caché}}) : ces cases ne peuvent contenir aucun autre chiffre, on retire {removals}. Il ne reste alors qu’une place pour {digit} dans {single} : {cell} vaut {digit}.',
  'explain.fish':
    '{name} sur le {digit} : dans {base}, {digit} ne tient que dans {cover} ; chacune de ces unités prend son {digit} dans ces cases, et {digit} peut être retiré ailleurs dans {cover} : {removed}.',
  'explain.fish-finned':
    '{name} sur le {digit} : dans {base}, {digit} ne tient que dans {cover} (plus {fins, plural, one {l’aileron} other {les ailerons}} {finCells}). Soit le poisson tient et {digit} disparaît ailleurs dans {cover}, soit un aileron vaut {digit} ; dans les deux cas, {digit} peut être retiré des cases qui voient aussi l’aileron : {removed}.',
  'explain.generic': '{name}{using, select, yes { avec {cells}} other {}} : {parts}.',
  'explain.holds': '{cell} contient {digits}',
  'explain.two-links':
    '{name} sur le {digit} : {digit} n’a que deux places dans {house1} ({cells1}) et dans {house2} ({cells2}). {near1} et {near2} se voient : elles ne peuvent pas valoir {digit} toutes les deux, et {end1} ou {end2} vaut {digit}. Retirez {digit} de {removed}, qui {n, plural, one {voit} other {voient}} les deux.',
  'explain.empty-rectangle':
    '{name} sur le {digit} : dans {box}, {digit} n’est que sur {arm1} ou {arm2}, et dans {link} il n’a que deux places, {cells}. Si {target} valait {digit}, {far} ne le pourrait pas, donc {near} le vaudrait, et {box} n’aurait plus de place pour {digit}. Retirez donc {digit} de {target}.',
  'explain.wing':
    '{name} : {pivotHolds} ; {aHolds} ; {bHolds}. Quel que soit le chiffre de {pivot}, {xyz, select, yes {l’une des trois cases} other {{a} ou {b}}} vaut {z} : {z} peut donc être retiré de {removed}, qui {n, plural, one {voit} other {voient}} {xyz, select, yes {les trois} other {les deux ailes}}.',
  'explain.w-wing':
    '{name} : {cells} ne contiennent que {x} et {y}. Dans {house}, {x} n’a que deux places, {s} (qui voit {p}) et {t} (qui voit {q}) ; l’une d’elles vaut {x}, donc {p} ou {q} ne vaut pas {x} et vaut {y}. Retirez {y} de {removed}, qui {n, plural, one {voit} other {voient}} les deux.',
  'explain.colour-wrap':
    '{name} sur le {digit} : le long des liens forts ({chain}), les cases alternent entre deux couleurs, dont l’une porte tous les {digit}. Deux cases de même couleur partagent une unité : cette couleur est donc fausse. Retirez {digit} de {removed}.',
  'explain.colour-trap':
    '{name} sur le {digit} : le long des liens forts ({chain}), les cases alternent entre deux couleurs, et l’une des couleurs porte les {digit}. {cell} voit les deux couleurs : elle ne peut donc pas valoir {digit}.',
  'explain.unique-rectangle-1':
    '{name} : {corners} occupent deux lignes, deux colonnes et deux blocs ; trois coins ne contiennent que {a} et {b}, et si les quatre ne contenaient que {a} et {b}, on pourrait les échanger et la grille aurait deux solutions. {roof} ne peut donc valoir ni {a} ni {b} : retirez-les.',
  'explain.unique-rectangle-2':
    '{name} : {corners} contiennent {a} et {b} ; si les quatre ne contenaient que {a} et {b}, on pourrait les échanger et la grille aurait deux solutions, donc l’une de {roof} porte leur chiffre en plus, {z}. Retirez {z} de {removed}, qui {n, plural, one {voit} other {voient}} les deux.',
  'explain.unique-rectangle-3':
    '{name} : {corners} contiennent {a} et {b} ; si les quatre ne contenaient que {a} et {b}, on pourrait les échanger et la grille aurait deux solutions. Les chiffres en plus de {roof} agissent donc comme une seule case, qui forme avec {others} un sous-ensemble nu dans {house} : {conclusion}.',
  'explain.unique-rectangle-4':
    '{name} : {corners} contiennent {a} et {b} ; si les quatre ne contenaient que {a} et {b}, on pourrait les échanger et la grille aurait deux solutions. Dans {house}, {keep} ne tient qu’en {roof} : l’une d’elles vaut {keep}, et aucune ne peut porter l’autre chiffre. Retirez {removals}.',
  'explain.unique-loop-1':
    '{name} : les cases {cells} forment une boucle où chaque ligne, colonne et bloc en contient deux ; si toutes ne contenaient que {a} et {b}, les chiffres pourraient s’échanger le long de la boucle et la grille aurait deux solutions. {extra} ne peut donc valoir ni {a} ni {b} : retirez-les.',
  'explain.unique-loop-2':
    '{name} : les cases {cells} forment une boucle où chaque ligne, colonne et bloc en contient deux ; si toutes ne contenaient que {a} et {b}, les chiffres pourraient s’échanger le long de la boucle et la grille aurait deux solutions. L’une de {extra} porte donc leur chiffre en plus, {z} : retirez {z} de {removed}.',
  'explain.bug-plus-one':
    '{name} : toutes les cases vides ont deux candidats sauf {cell}, et chaque chiffre apparaît deux fois dans chaque unité sauf {digit} dans les unités de {cell}. Sans {digit} à cet endroit, la grille formerait un motif mortel à deux solutions : {cell} vaut donc {digit}.',
  'explain.bug-type-2':
    'BUG type 2 : toutes les cases vides ont deux candidats sauf {cells}, qui partagent le chiffre en plus {digit}. Sans {digit} dans l’une d’elles, la grille formerait un motif mortel à deux solutions : l’une d’elles vaut donc {digit}. Retirez {digit} de {removed}, qui {n, plural, one {les voit} other {les voient}} toutes.',
  'explain.aligned-exclusion':
    '{name} : {cells} ne peuvent pas prendre des chiffres qui laisseraient sans candidat une case qu’elles voient toutes ({seen}). En essayant chaque paire, certains chiffres n’ont aucun partenaire possible : retirez {removals}.',
  'explain.als':
    '{name} : les cases {setA} et {setB} contiennent chacune un chiffre de plus qu’elles n’ont de cases (ensembles presque verrouillés). Chaque {x} de ces ensembles voit tous les autres : au plus un ensemble contient {x}, et l’autre est verrouillé, donc {z} est dans l’un des deux. Retirez {removals}, qui {n, plural, one {les voit} other {les voient}} tous.',
  'explain.als-xy-wing':
    '{name} : les cases {setA}, {setB} et {setC} contiennent chacune un chiffre de plus qu’elles n’ont de cases (ensembles presque verrouillés). Chaque {x} du premier voit chaque {x} du deuxième, et chaque {y} du deuxième chaque {y} du troisième. Si le premier n’avait pas {z}, il contiendrait {x}, le deuxième perdrait {x} et contiendrait {y}, et le troisième perdrait {y} et contiendrait {z}. {z} est donc dans le premier ou le troisième ensemble : retirez {removals}, qui {n, plural, one {les voit} other {les voient}} tous.',
  'explain.loop':
    '{name}{one, select, yes { sur le {digit}} other {}} : {chain} ferme une boucle valable dans les deux sens (chaque lien est fort dans un sens ou dans l’autre) ; toute case qui voit une extrémité vraie et une extrémité fausse des liens de la boucle perd ce chiffre : {conclusion}.',
  'chain.assume': '{cell} {on, select, yes {vaut} other {ne vaut pas}} {digit}',
  'chain.contradiction':
    '{name} : supposons que {assumption}. Alors {chain}, ce qui contredit l’hypothèse ; donc {conclusion}.',
  'chain.alternating':
    '{name} : si {assumption}, alors {chain}. Donc {cell1} vaut {digit1} ou {cell2} vaut {digit2} : {conclusion}.',
  'chain.either-way': '{name} : {chain}. Dans tous les cas, {conclusion}.',
  'chain.case': 'si {assumption} : {chain}',
  'chain.clash-both': '{cell} vaudrait à la fois {digit} et autre chose que {digit}',
  'chain.clash-empty': '{cell} n’aurait plus aucun candidat',
  'chain.clash-house': '{digit} n’aurait plus de place dans une unité',
  'chain.forcing-contradiction':
    '{name} : supposons que {assumption}. Alors {chains}, donc {clash}. L’hypothèse est fausse : {conclusion}.',
  'chain.whether':
    '{name} : que {cell} vaille {digit} ou non, la même chose s’ensuit ({cases}). Donc {conclusion}.',
  'chain.whatever':
    '{name} : {sameCell, select, yes {quel que soit le chiffre de {cell}} other {quelle que soit la case qui prend {digit}}}, la même chose s’ensuit ({cases}). Donc {conclusion}.',
  'level1.naked-single':
    '{start, select, yes {Cherchez} other {cherchez}} une case qui n’a plus qu’un candidat : il y a un singleton nu.',
  'level1.look-at': '{start, select, yes {Regardez} other {regardez}} {where} : {thereIs}.',
  'level1.digits':
    '{start, select, yes {Regardez} other {regardez}} {n, plural, one {le chiffre} other {les chiffres}} {digits} : {thereIs}.',
  'level1.whole-board': 'toute la grille',
  'level1.there-is':
    '{technique, select, fullHouse {il y a une dernière case libre} hiddenSingle {il y a un singleton caché} nakedPair {il y a une paire nue} nakedTriple {il y a un triplet nu} nakedQuad {il y a un quadruplet nu} hiddenPair {il y a une paire cachée} hiddenTriple {il y a un triplet caché} other {il y a un quadruplet caché}}',
  'level1.family':
    '{family, select, intersection {il y a des candidats verrouillés} fish {il y a un motif en poisson} singleDigit {il y a un motif sur un seul chiffre} wing {il y a un Wing} colouring {il y a un motif de coloriage} uniqueness {il y a un motif d’unicité} chain {il y a une chaîne} als {il y a un ensemble presque verrouillé (ALS)} forcing {il y a une chaîne forcée} subset {il y a un sous-ensemble} other {il y a un singleton}} ({name})',
  'level2.full-house': 'Il ne reste qu’une case vide dans {house} : quel chiffre manque ?',
  'level2.hidden-single': 'Dans {house}, {digit} ne peut aller que dans une seule case.',
  'level2.naked-single':
    'Une case ne peut valoir que {digit} : regardez les chiffres déjà présents dans sa ligne, sa colonne et son bloc.',
  'level2.locked': 'Dans {house}, {digit} ne peut aller que là où l’unité croise {other} ({name}).',
  'level2.naked': 'Dans {house}, {n} cases ne contiennent que {digits} ({name}).',
  'level2.hidden': 'Dans {house}, {digits} ne tiennent que dans {n} cases ({name}).',
  'level2.use': 'Appliquez {technique} sur {digits}.',
  'level2.use-in': 'Appliquez {technique} sur {digits} dans {houses}.',
  'hint.careful':
    'Attention : vos notes en {cells} excluent le chiffre qui y va ; je les ai ignorées. {text}',
  'hint.wrong-entry':
    '{cell} contient {digit}, qui n’est pas le bon chiffre. Effacez-le d’abord : les indices partent d’une grille sans erreur.',
  'hint.wrong-entries':
    'Ces cases contiennent des chiffres qui n’y vont pas : {cells}. Effacez-les d’abord : les indices partent d’une grille sans erreur.',
  'route.instead':
    '{cell} est trop loin pour un chemin que je peux expliquer d’un coup ; voici plutôt la prochaine étape sur la grille. {text}',
  'route.now': '{cell} peut être remplie tout de suite. {text}',
  'route.count': '{cell} demande {n} étapes à partir d’ici',
  'route.count-shorter':
    '{cell} demande {n} étapes à partir d’ici ({technique} le ferait en {shorter})',
  'route.start': '{count}. Pour commencer, {text}',
  'route.first-step': '{count}. La première : {text}',
  'route.long':
    '{count}, c’est long ; voici seulement la prochaine : {text} Puis redemandez pour {cell}.',
  'route.listed': '{count}. {route} Enfin : {text}',
  'route.first': 'D’abord : {text}',
  'route.then': 'Puis : {text}',
  'route.first-brief': 'D’abord : {steps}.',
  'route.placed': '{placements} ({name})',
  'route.removes': '{name} retire {removals}',
  'route.struck':
    '{text} ({cells} {n, plural, one {n’a} other {n’ont}} plus de {digit} après les étapes précédentes.)',
  'grid.repeats':
    '{digit} apparaît {times, plural, =2 {deux fois} other {# fois}} dans {house} ({cells})',
  'grid.rows-found':
    'J’ai trouvé {count} lignes{more, select, yes { ou plus} other {}} avec {cells} cases en tout ; une grille {size}x{size} demande {size} lignes de {size}.',
  'grid.looks-like':
    'Cela ressemble à une grille {looksLike}x{looksLike} ({count} cases), mais une grille {size}x{size} de {cells} cases était attendue.',
  'grid.counted':
    'J’ai compté {count, plural, one {# case} other {# cases}} ; une grille {size}x{size} en demande exactement {cells}.',
  'grid.counted-classic':
    'J’ai compté {count, plural, one {# case} other {# cases}} ; une grille 9x9 en demande exactement 81 ({missing, select, yes {il manque des cases} other {il y a des caractères en trop}}). Utilisez . ou 0 pour les cases vides.',
  'grid.not-a-digit':
    '« {symbol} » en position {position} n’est pas un chiffre d’une grille {size}x{size} : utilisez {big, select, yes {1-9 et A-{max}} other {1-{max}}}, et . ou 0 pour une case vide.',
  'grid.not-a-digit-row':
    '« {symbol} » en ligne {row}, position {position} n’est pas un chiffre d’une grille {size}x{size} : utilisez {big, select, yes {1-9 et A-{max}} other {1-{max}}}, et . ou 0 pour une case vide.',
  'hint-error.solved': 'La grille est déjà résolue !',
  'hint-error.too-hard':
    'À partir d’ici, l’étape suivante demande des techniques que je ne sais pas expliquer (ou un essai). Placez un chiffre dont vous êtes sûr, ou demandez un indice sur une case.',
  'hint-error.cell-too-hard':
    '{cell} ne peut pas être atteinte d’ici avec les techniques que je sais expliquer ; il faudra peut-être un essai, ou d’abord d’autres chiffres ailleurs.',
  'hint-error.gave-up': 'Je n’ai pas pu résoudre cette grille à temps.',
  'hint-error.no-solution': 'Cette grille n’a pas de solution : vérifiez les chiffres donnés.',
  'hint-error.multiple':
    'Cette grille a plus d’une solution : aucune étape ne peut donc être forcée.',
  'hint-error.conflict': '{conflict} Corrigez cela d’abord.',
  'hint-error.out-of-range': 'Chaque case doit contenir un chiffre de 1 à {size}, ou rester vide.',
  'hint-error.busy': 'Trop d’indices sont en cours de calcul ; redemandez dans un instant.',
  'hint-error.restarting': 'Le bot redémarre ; redemandez l’indice dans un instant.',
  'hint-error.waited':
    'Votre indice a attendu {seconds, number} s sans que le bot puisse s’en occuper (il est très occupé ou démarre encore) ; redemandez dans une minute.',
  'hint-error.over-time':
    'Cet indice prenait trop de temps et a été arrêté ; redemandez dans une minute, ou demandez pour une seule case (`hint r3c5`).',
  'hint-error.failed': 'Le calcul de cet indice a échoué ; redemandez, s’il vous plaît.',

  'grammar.empty':
    'Tapez une commande, p. ex. `today`, `r3c5 7` ou `hint`. Tapez `help` pour la liste complète.',
  'grammar.too-long':
    'Ce message fait {count, number} caractères ; une commande en fait au plus {max, number}. Tapez `help` pour les voir.',
  'grammar.which-digit-short': 'Quel chiffre va en {cell} ? Tapez `{cell} 7` (ou `clear {cell}`).',
  'grammar.which-digit': 'Quel chiffre va en {cell} ? Tapez `{cell} 7`.',
  'grammar.which-digit-fix':
    'Quel chiffre y a-t-il en {cell} ? Tapez `fix {cell} 8`, ou `fix {cell} .` pour une case vide.',
  'grammar.leaderboard-periods': 'Les classements couvrent {periods}. Essayez `leaderboard week`.',
  'grammar.just': 'Tapez simplement `{verb}`.',
  'grammar.unknown':
    'Je ne connais pas la commande {word}.{suggestion} Tapez `help` pour la liste, ou un coup comme `r3c5 7`.',
  'grammar.did-you-mean': ' Vouliez-vous dire `{guess}` ?',
  'grammar.no-arguments':
    '`{verb}` ne prend rien après (j’ai reçu {got}). Tapez simplement `{verb}`.',
  'grammar.name-a-cell': 'Indiquez une case, p. ex. `{example}`.',
  'grammar.not-a-cell':
    '{token} n’est pas une case. Une case se nomme par sa ligne puis sa colonne, p. ex. `{example}` (ligne 3, colonne 5).',
  'grammar.off-board':
    '{token} est hors de la grille : lignes et colonnes vont de 1 à 9 (1 à 16 sur une grande grille), p. ex. `{example}`.',
  'grammar.not-a-digit':
    '{token} n’est pas un chiffre : utilisez 1 à 9 (1 à 16, ou A à G pour 10 à 16, sur une grande grille), p. ex. `{example}`.',
  'grammar.one-at-a-time':
    'Une case et un chiffre à la fois, p. ex. `{example}`. Pour les notes, tapez `note r3c5 1 2 4`.',
  'grammar.clear-one': 'Effacez une case à la fois, p. ex. `clear r3c5`.',
  'grammar.which-notes':
    'Quelles notes ? Tapez p. ex. `note r3c5 1 2 4` (une seconde fois pour les retirer).',
  'grammar.too-many-notes': 'Au plus {max} notes par case, p. ex. `note r3c5 1 2 4`.',
  'grammar.hint-args': 'Tapez `hint`, ou `hint r3c5` pour une case.',
  'grammar.reveal-args':
    'Tapez `solve` pour dévoiler la solution de cette partie (cela termine la partie).',
  'grammar.daily-args':
    'Désignez une grille du jour passée par son numéro ou sa date, p. ex. `daily 325` ou `daily 2026-11-20` ; `today` donne celle du jour.',
  'grammar.new-options':
    'Je ne connais pas le niveau ou la variante {word}. Niveaux : {levels} ; variantes : {variants}. Exemple : `new hard` ou `new easy mini`.',
  'grammar.schedule-when':
    'À quelle heure poster la grille du jour ? Tapez `schedule 09:00` ou `schedule 07:30 hard` (format 24 h).',
  'grammar.bad-time':
    '{token} n’est pas une heure. Tapez `schedule 09:00` ou `schedule 07:30 hard` (HH:MM, format 24 h).',
  'grammar.schedule-level':
    'Après l’heure vient un niveau facultatif : {levels}. Exemple : `schedule 07:30 hard`.',
  'grammar.thread-args':
    'Tapez `thread on` ou `thread off` (personnes qui gèrent le salon), ou `thread` pour voir le réglage actuel.',
  'grammar.theme':
    'Je ne connais pas le thème {word}. Tapez `theme dark` ou `theme light` pour vos propres images, ou `theme channel dark` pour la grille que tout le monde voit ici.',
};

// Deutsch: Namen der Techniken, Sätze der Tipps, Absagen der Tipp-Engine und Fehler bei getippten
// Befehlen. Namen, wie deutsche Spieler sie schreiben (Versteckter Einer, Nackter Zwilling,
// Versteckter Drilling, Schwertfisch); ohne eingeführten deutschen Namen bleibt der englische
// (unten vermerkt). `article` ist der englische Artikel (a/an): Deutsch braucht ihn nicht.

import type { MessageKey } from '../index.ts';

export const catalogEngine: Partial<Record<MessageKey, string>> = {
  // Full House: auch in deutschen Foren so genannt (kein eigener deutscher Name).
  'technique.full-house': 'Full House',
  'technique.hidden-single': 'Versteckter Einer',
  'technique.naked-single': 'Nackter Einer',
  'technique.pointing': 'Block-Linie-Interaktion',
  'technique.claiming': 'Linie-Block-Interaktion',
  'technique.naked-pair': 'Nackter Zwilling',
  'technique.naked-triple': 'Nackter Drilling',
  'technique.naked-quad': 'Nackter Vierling',
  'technique.hidden-pair': 'Versteckter Zwilling',
  'technique.hidden-triple': 'Versteckter Drilling',
  'technique.hidden-quad': 'Versteckter Vierling',
  'technique.x-wing': 'X-Wing',
  'technique.swordfish': 'Schwertfisch',
  'technique.jellyfish': 'Qualle',
  'technique.finned-x-wing': 'X-Wing mit Flosse',
  'technique.finned-swordfish': 'Schwertfisch mit Flosse',
  'technique.finned-jellyfish': 'Qualle mit Flosse',
  'technique.sashimi-x-wing': 'Sashimi-X-Wing',
  'technique.sashimi-swordfish': 'Sashimi-Schwertfisch',
  'technique.sashimi-jellyfish': 'Sashimi-Qualle',
  'technique.skyscraper': 'Wolkenkratzer',
  'technique.two-string-kite': 'Drachen',
  // Turbot Fish, die Wings, BUG, Nice Loop, ALS, Aligned Exclusion und die Forcing Chains:
  // kein eingeführter deutscher Name, deutsche Spieler schreiben sie englisch.
  'technique.turbot-fish': 'Turbot Fish',
  'technique.empty-rectangle': 'Leeres Rechteck',
  'technique.xy-wing': 'XY-Wing',
  'technique.xyz-wing': 'XYZ-Wing',
  'technique.w-wing': 'W-Wing',
  'technique.wxyz-wing': 'WXYZ-Wing',
  'technique.vwxyz-wing': 'VWXYZ-Wing',
  'technique.uvwxyz-wing': 'UVWXYZ-Wing',
  'technique.tuvwxyz-wing': 'TUVWXYZ-Wing',
  'technique.simple-colouring': 'Einfaches Färben',
  'technique.unique-rectangle': 'Eindeutigkeitsrechteck',
  'technique.unique-rectangle-type': 'Eindeutigkeitsrechteck (Typ {type})',
  'technique.unique-loop': 'Eindeutigkeitsschleife',
  'technique.unique-loop-type': 'Eindeutigkeitsschleife (Typ {type})',
  'technique.bug-plus-one': 'BUG+1',
  'technique.bug-type-2': 'BUG Typ 2',
  'technique.bug-type': 'BUG (Typ {type})',
  'technique.x-chain': 'X-Kette',
  'technique.grouped-x-chain': 'Gruppierte X-Kette',
  'technique.xy-chain': 'XY-Kette',
  'technique.x-cycle': 'X-Zyklus',
  'technique.xy-cycle': 'XY-Zyklus',
  'technique.nice-loop': 'Nice Loop',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY-Wing',
  'technique.aligned-pair-exclusion': 'Aligned Pair Exclusion',
  'technique.aligned-triple-exclusion': 'Aligned Triple Exclusion',
  'technique.forcing-chain': 'Forcing Chain',
  'technique.cell-forcing-chains': 'Feld-Forcing-Chains',
  'technique.house-forcing-chains': 'Einheiten-Forcing-Chains',
  'technique.nishio-forcing-chain': 'Nishio-Forcing-Chain',
  'technique.contradiction-forcing-chain': 'Widerspruchs-Forcing-Chain',
  'technique.multiple-forcing-chains': 'Mehrfache Forcing Chains',
  'technique.dynamic-forcing-chains': 'Dynamische Forcing Chains',
  'technique.dynamic-cell-forcing-chains': 'Dynamische Feld-Forcing-Chains',
  'technique.dynamic-house-forcing-chains': 'Dynamische Einheiten-Forcing-Chains',
  'technique.double-forcing-chain': 'Doppelte Forcing Chain',
  'technique.bug': 'BUG',
  'technique.nested-forcing-chains': 'Verschachtelte Forcing Chains',
  'technique.nested-multiple-forcing-chains': 'Verschachtelte Forcing Chains (+ mehrfache)',

  'words.removal': '{digit} aus {cells}',
  'words.placed': '{cell} ist {digit}',
  'words.remove': 'streiche {removals}',
  'words.house':
    '{kind, select, row {Zeile {n}} column {Spalte {n}} box {Block {n}} window {Fenster {n}} diagonal {{n, select, 1 {die Hauptdiagonale (von r1c1 nach rechts unten)} other {die Gegendiagonale}}} other {Region {n}}}',
  'words.a-technique': '{article, select, other {„{name}“}}',
  'explain.full-house':
    '{cell} ist das letzte leere Feld in {house}, also bekommt es die Ziffer, die {house} noch fehlt: {digit}.',
  'explain.hidden-single':
    'In {house} passt die {digit} nur nach {cell}: Jedes andere Feld von {house} ist gefüllt oder sieht schon eine {article, select, other {}}{digit}. Also ist {cell} eine {digit}.',
  'explain.naked-single':
    '{cell} hat nur noch einen Kandidaten: Jede andere Ziffer ist durch Zeile, Spalte und Block schon ausgeschlossen, also ist {cell} eine {digit}.',
  'explain.locked':
    'In {from} kann die {digit} nur nach {cells}, und die liegen alle in {to}. Also kann die {digit} aus dem Rest von {to} gestrichen werden: {removed}.',
  'explain.locked-direct':
    'In {from} kann die {digit} nur nach {cells}, und die liegen alle in {to}. Also kann die {digit} sonst nirgends in {to} stehen (nicht in {removed}). Damit bleibt für die {digit} in {single} nur {cell}: {cell} ist eine {digit}.',
  'explain.naked-subset':
    'In {house} enthalten die Felder {cells} zusammen nur {digits} ({n, select, 2 {ein Nackter Zwilling} 3 {ein Nackter Drilling} other {ein Nackter Vierling}}). Diese Ziffern müssen also dorthin und können aus den anderen Feldern gestrichen werden: {removals}.',
  'explain.hidden-subset':
    'In {house} passen {digits} nur in {cells} ({n, select, 2 {ein Versteckter Zwilling} 3 {ein Versteckter Drilling} other {ein Versteckter Vierling}}). Diese Felder können also keine andere Ziffer enthalten: streiche {removals}.',
  'explain.hidden-subset-direct':
    'In {house} passen {digits} nur in {cells} ({n, select, 2 {ein Versteckter Zwilling} 3 {ein Versteckter Drilling} other {ein Versteckter Vierling}}). Diese Felder können also keine andere Ziffer enthalten: {removals} fällt weg. Dann hat die {digit} in {single} nur noch einen Platz: {cell} ist eine {digit}.',
  'explain.fish':
    '{name} auf der {digit}: In {base} passt die {digit} nur in {cover}. Jede dieser Einheiten bekommt ihre {digit} aus diesen Feldern, und die {digit} kann aus dem Rest von {cover} gestrichen werden: {removed}.',
  'explain.fish-finned':
    '{name} auf der {digit}: In {base} passt die {digit} nur in {cover} (dazu {fins, plural, one {die Flosse} other {die Flossen}} {finCells}). Entweder hält der Fisch, und die {digit} verschwindet aus dem Rest von {cover}, oder eine Flosse ist die {digit}; so oder so kann die {digit} aus den Feldern gestrichen werden, die auch die Flosse sehen: {removed}.',
  'explain.generic': '{name}{using, select, yes { mit {cells}} other {}}: {parts}.',
  'explain.holds': '{cell} enthält {digits}',
  'explain.two-links':
    '{name} auf der {digit}: Die {digit} hat nur zwei Plätze in {house1} ({cells1}) und in {house2} ({cells2}). {near1} und {near2} sehen sich, können also nicht beide die {digit} sein, und {end1} oder {end2} muss die {digit} sein: Streiche die {digit} aus {removed}, {n, plural, one {das beide sieht} other {die beide sehen}}.',
  'explain.empty-rectangle':
    '{name} auf der {digit}: In {box} liegt die {digit} nur auf {arm1} oder {arm2}, und in {link} hat sie nur zwei Plätze, {cells}. Wäre {target} die {digit}, könnte {far} es nicht sein, also wäre es {near}, und {box} hätte keinen Platz mehr für die {digit}. Also streiche die {digit} aus {target}.',
  'explain.wing':
    '{name}: {pivotHolds}; {aHolds}; {bHolds}. Welche Ziffer {pivot} auch bekommt, {xyz, select, yes {eines der drei Felder} other {{a} oder {b}}} muss die {z} sein. Also kann die {z} aus {removed} gestrichen werden, {n, plural, one {das {xyz, select, yes {alle drei} other {beide Flügel}} sieht} other {die {xyz, select, yes {alle drei} other {beide Flügel}} sehen}}.',
  'explain.w-wing':
    '{name}: {cells} enthalten beide nur {x} und {y}. In {house} hat die {x} nur zwei Plätze, {s} (sieht {p}) und {t} (sieht {q}); einer davon ist die {x}, also ist {p} oder {q} nicht die {x} und muss die {y} sein. Streiche die {y} aus {removed}, {n, plural, one {das beide sieht} other {die beide sehen}}.',
  'explain.colour-wrap':
    '{name} auf der {digit}: Entlang starker Verbindungen ({chain}) wechseln die Felder zwischen zwei Farben, von denen eine jede {digit} trägt. Zwei Felder gleicher Farbe teilen sich eine Einheit, also ist diese Farbe falsch: Streiche die {digit} aus {removed}.',
  'explain.colour-trap':
    '{name} auf der {digit}: Entlang starker Verbindungen ({chain}) wechseln die Felder zwischen zwei Farben, und eine der Farben trägt die {digit}. {cell} sieht beide Farben, kann also nicht die {digit} sein.',
  'explain.unique-rectangle-1':
    '{name}: {corners} liegen in zwei Zeilen, zwei Spalten und zwei Blöcken; drei Ecken enthalten nur {a} und {b}, und enthielten alle vier nur {a} und {b}, könnten sie tauschen und das Rätsel hätte zwei Lösungen. Also kann {roof} weder {a} noch {b} sein: Streiche beide.',
  'explain.unique-rectangle-2':
    '{name}: {corners} enthalten {a} und {b}; enthielten alle vier nur {a} und {b}, könnten sie tauschen und das Rätsel hätte zwei Lösungen. Also muss eines von {roof} ihre Zusatzziffer {z} sein. Streiche die {z} aus {removed}, {n, plural, one {das beide sieht} other {die beide sehen}}.',
  'explain.unique-rectangle-3':
    '{name}: {corners} enthalten {a} und {b}; enthielten alle vier nur {a} und {b}, könnten sie tauschen und das Rätsel hätte zwei Lösungen. Also wirken die Zusatzziffern von {roof} wie ein einziges Feld, das mit {others} eine nackte Teilmenge in {house} bildet: {conclusion}.',
  'explain.unique-rectangle-4':
    '{name}: {corners} enthalten {a} und {b}; enthielten alle vier nur {a} und {b}, könnten sie tauschen und das Rätsel hätte zwei Lösungen. In {house} passt die {keep} nur in {roof}, also ist eines davon die {keep}, und keines darf die andere Ziffer sein: Streiche {removals}.',
  'explain.unique-loop-1':
    '{name}: Die Felder {cells} bilden eine Schleife, in der jede Zeile, jede Spalte und jeder Block zwei davon enthält; enthielten alle nur {a} und {b}, könnten die Ziffern entlang der Schleife tauschen und das Rätsel hätte zwei Lösungen. Also kann {extra} weder {a} noch {b} sein: Streiche beide.',
  'explain.unique-loop-2':
    '{name}: Die Felder {cells} bilden eine Schleife, in der jede Zeile, jede Spalte und jeder Block zwei davon enthält; enthielten alle nur {a} und {b}, könnten die Ziffern entlang der Schleife tauschen und das Rätsel hätte zwei Lösungen. Also muss eines von {extra} ihre Zusatzziffer {z} sein: Streiche die {z} aus {removed}.',
  'explain.bug-plus-one':
    '{name}: Jedes leere Feld hat zwei Kandidaten außer {cell}, und jede Ziffer kommt in jeder Einheit zweimal vor außer der {digit} in den Einheiten von {cell}. Ohne die {digit} dort wäre das Brett ein tödliches Muster mit zwei Lösungen, also ist {cell} eine {digit}.',
  'explain.bug-type-2':
    'BUG Typ 2: Jedes leere Feld hat zwei Kandidaten außer {cells}, die sich die Zusatzziffer {digit} teilen. Ohne die {digit} in einem davon wäre das Brett ein tödliches Muster mit zwei Lösungen, also ist eines davon die {digit}: Streiche die {digit} aus {removed}, {n, plural, one {das sie alle sieht} other {die sie alle sehen}}.',
  'explain.aligned-exclusion':
    '{name}: {cells} können keine Ziffern annehmen, die einem Feld, das sie alle sehen ({seen}), keinen Kandidaten ließen. Prüft man jedes Paar, bleibt manchen Ziffern kein möglicher Partner: Streiche {removals}.',
  'explain.als':
    '{name}: Die Felder {setA} und {setB} enthalten jeweils eine Ziffer mehr, als sie Felder haben (fast gesperrte Mengen). Jede {x} darin sieht jede andere, also enthält höchstens eine Menge die {x}, und die andere ist gesperrt: {z} muss in einer der beiden sein. Also streiche {removals}, {n, plural, one {das sie alle sieht} other {die sie alle sehen}}.',
  'explain.als-xy-wing':
    '{name}: Die Felder {setA}, {setB} und {setC} enthalten jeweils eine Ziffer mehr, als sie Felder haben (fast gesperrte Mengen). Jede {x} der ersten sieht jede {x} der zweiten, und jede {y} der zweiten jede {y} der dritten. Hätte die erste Menge keine {z}, enthielte sie die {x}, die zweite verlöre die {x} und enthielte die {y}, und die dritte verlöre die {y} und enthielte {z}. Also steckt {z} in der ersten oder der dritten Menge: Streiche {removals}, {n, plural, one {das jede davon sieht} other {die jede davon sehen}}.',
  'explain.loop':
    '{name}{one, select, yes { auf der {digit}} other {}}: {chain} schließt eine Schleife, die in beide Richtungen gilt (jede Verbindung ist in einer der Richtungen stark). Also verliert jedes Feld, das ein wahres und ein falsches Ende ihrer Verbindungen sieht, diese Ziffer: {conclusion}.',
  'chain.assume': '{cell} {on, select, yes {ist} other {ist nicht}} {digit}',
  'chain.contradiction':
    '{name}: Angenommen, {assumption}. Dann {chain}, was der Annahme widerspricht, also: {conclusion}.',
  'chain.alternating':
    '{name}: Gilt {assumption}, dann {chain}. Also ist {cell1} die {digit1} oder {cell2} die {digit2}: {conclusion}.',
  'chain.either-way': '{name}: {chain}. So oder so gilt: {conclusion}.',
  'chain.case': 'gilt {assumption}: {chain}',
  'chain.clash-both': '{cell} wäre zugleich {digit} und nicht {digit}',
  'chain.clash-empty': '{cell} hätte keinen Kandidaten mehr',
  'chain.clash-house': 'die {digit} hätte in einer Einheit keinen Platz mehr',
  'chain.forcing-contradiction':
    '{name}: Angenommen, {assumption}. Dann {chains}, also: {clash}. Die Annahme ist falsch: {conclusion}.',
  'chain.whether':
    '{name}: Ob {cell} die {digit} ist oder nicht, es folgt dasselbe ({cases}). Also: {conclusion}.',
  'chain.whatever':
    '{name}: {sameCell, select, yes {Was auch immer in {cell} steht} other {Welches Feld auch die {digit} bekommt}}, es folgt dasselbe ({cases}). Also: {conclusion}.',
  'level1.naked-single':
    '{start, select, yes {Suche} other {suche}} ein Feld mit nur noch einem Kandidaten: Es gibt einen Nackten Einer.',
  'level1.look-at': '{start, select, yes {Schau} other {schau}} auf {where}: {thereIs}.',
  'level1.digits':
    '{start, select, yes {Schau} other {schau}} auf {n, plural, one {die Ziffer} other {die Ziffern}} {digits}: {thereIs}.',
  'level1.whole-board': 'das ganze Brett',
  'level1.there-is':
    '{technique, select, fullHouse {Es gibt ein Full House} hiddenSingle {Es gibt einen Versteckten Einer} nakedPair {Es gibt einen Nackten Zwilling} nakedTriple {Es gibt einen Nackten Drilling} nakedQuad {Es gibt einen Nackten Vierling} hiddenPair {Es gibt einen Versteckten Zwilling} hiddenTriple {Es gibt einen Versteckten Drilling} other {Es gibt einen Versteckten Vierling}}',
  'level1.family':
    '{family, select, intersection {Es gibt gesperrte Kandidaten} fish {Es gibt ein Fischmuster} singleDigit {Es gibt ein Muster mit einer Ziffer} wing {Es gibt einen Wing} colouring {Es gibt ein Färbemuster} uniqueness {Es gibt ein Eindeutigkeitsmuster} chain {Es gibt eine Kette} als {Es gibt eine fast gesperrte Menge (ALS)} forcing {Es gibt eine Forcing Chain} subset {Es gibt eine Teilmenge} other {Es gibt einen Einer}} ({name})',
  'level2.full-house': '{house} hat nur noch ein leeres Feld. Welche Ziffer fehlt?',
  'level2.hidden-single': 'Die {digit} passt nur in ein Feld von {house}.',
  'level2.naked-single':
    'Ein Feld kann nur die {digit} sein: Schau, welche Ziffern ihre Zeile, Spalte und ihr Block schon haben.',
  'level2.locked': 'In {house} kann die {digit} nur dorthin, wo es {other} kreuzt ({name}).',
  'level2.naked': '{n} Felder von {house} enthalten nur {digits} ({name}).',
  'level2.hidden': 'In {house} passen {digits} nur in {n} Feldern ({name}).',
  'level2.use': 'Wende {technique} auf {digits} an.',
  'level2.use-in': 'Wende {technique} auf {digits} in {houses} an.',
  'hint.careful':
    'Vorsicht: Deine Notizen in {cells} schließen die Ziffer aus, die dort hingehört; ich habe sie nicht beachtet. {text}',
  'hint.wrong-entry':
    'In {cell} steht eine {digit}, aber dort gehört eine andere Ziffer hin. Lösche sie zuerst; Tipps bauen auf einem Brett ohne Fehler auf.',
  'hint.wrong-entries':
    'Diese Felder enthalten Ziffern, die dort nicht hingehören: {cells}. Lösche sie zuerst; Tipps bauen auf einem Brett ohne Fehler auf.',
  'route.instead':
    '{cell} ist weiter entfernt, als ich in einem Zug erklären kann; hier stattdessen der nächste Schritt auf dem Brett. {text}',
  'route.now': '{cell} lässt sich sofort füllen. {text}',
  'route.count': '{cell} braucht von hier aus {n} Schritte',
  'route.count-shorter':
    '{cell} braucht von hier aus {n} Schritte ({technique} schafft es in {shorter})',
  'route.start': '{count}. Zum Anfang: {text}',
  'route.first-step': '{count}. Der erste: {text}',
  'route.long':
    '{count}, ein langer Weg, darum hier nur der nächste: {text} Dann frag noch einmal nach {cell}.',
  'route.listed': '{count}. {route} Zum Schluss: {text}',
  'route.first': 'Zuerst: {text}',
  'route.then': 'Dann: {text}',
  'route.first-brief': 'Zuerst: {steps}.',
  'route.placed': '{placements} ({name})',
  'route.removes': '{name} streicht {removals}',
  'route.struck':
    '{text} ({cells} {n, plural, one {hat} other {haben}} nach den Schritten davor keine {digit} mehr.)',
  'grid.repeats':
    'Die {digit} steht {times, plural, =2 {zweimal} other {#-mal}} in {house} ({cells})',
  'grid.rows-found':
    'Ich habe {count} Zeilen{more, select, yes { oder mehr} other {}} mit insgesamt {cells} Feldern gefunden; ein {size}x{size}-Gitter braucht {size} Zeilen zu je {size}.',
  'grid.looks-like':
    'Das sieht nach einem {looksLike}x{looksLike}-Gitter aus ({count} Felder), erwartet war aber ein {size}x{size}-Gitter mit {cells} Feldern.',
  'grid.counted':
    'Ich habe {count, plural, one {# Feld} other {# Felder}} gezählt; ein {size}x{size}-Gitter braucht genau {cells}.',
  'grid.counted-classic':
    'Ich habe {count, plural, one {# Feld} other {# Felder}} gezählt; ein 9x9-Gitter braucht genau 81 ({missing, select, yes {es fehlen Felder} other {es sind Zeichen zu viel}}). Nimm . oder 0 für leere Felder.',
  'grid.not-a-digit':
    '„{symbol}“ an Position {position} ist keine Ziffer eines {size}x{size}-Gitters: Nimm {big, select, yes {1-9 und A-{max}} other {1-{max}}}, und . oder 0 für ein leeres Feld.',
  'grid.not-a-digit-row':
    '„{symbol}“ in Zeile {row}, Position {position} ist keine Ziffer eines {size}x{size}-Gitters: Nimm {big, select, yes {1-9 und A-{max}} other {1-{max}}}, und . oder 0 für ein leeres Feld.',
  'hint-error.solved': 'Das Brett ist schon gelöst!',
  'hint-error.too-hard':
    'Von hier an braucht der nächste Schritt Techniken, die ich nicht erklären kann (oder Raten). Setze eine Ziffer, bei der du sicher bist, oder frag nach einem Tipp für ein Feld.',
  'hint-error.cell-too-hard':
    '{cell} ist von hier aus mit den Techniken, die ich erklären kann, nicht erreichbar; vielleicht braucht es Raten oder erst weitere Ziffern anderswo.',
  'hint-error.gave-up': 'Ich konnte dieses Rätsel nicht rechtzeitig lösen.',
  'hint-error.no-solution': 'Dieses Rätsel hat keine Lösung: Prüfe die Vorgaben.',
  'hint-error.multiple':
    'Dieses Rätsel hat mehr als eine Lösung, daher lässt sich kein Schritt erzwingen.',
  'hint-error.conflict': '{conflict} Korrigiere das zuerst.',
  'hint-error.out-of-range': 'Jedes Feld braucht eine Ziffer von 1 bis {size} oder bleibt leer.',
  'hint-error.busy': 'Gerade werden zu viele Tipps berechnet; frag gleich noch einmal.',
  'hint-error.restarting': 'Der Bot startet neu; frag gleich noch einmal nach dem Tipp.',
  'hint-error.waited':
    'Dein Tipp hat {seconds, number} s gewartet, und der Bot kam nicht dazu (er ist sehr beschäftigt oder startet noch); frag in einer Minute noch einmal.',
  'hint-error.over-time':
    'Dieser Tipp hat zu lange gedauert und wurde abgebrochen; frag in einer Minute noch einmal, oder frag nach einem Feld (`hint r3c5`).',
  'hint-error.failed': 'Die Berechnung dieses Tipps ist fehlgeschlagen; bitte frag noch einmal.',

  'grammar.empty':
    'Tippe einen Befehl, z. B. `today`, `r3c5 7` oder `hint`. Mit `help` bekommst du die ganze Liste.',
  'grammar.too-long':
    'Diese Nachricht hat {count, number} Zeichen; Befehle passen in {max, number}. Tippe `help`, um sie zu sehen.',
  'grammar.which-digit-short':
    'Welche Ziffer gehört nach {cell}? Tippe `{cell} 7` (oder `clear {cell}`).',
  'grammar.which-digit': 'Welche Ziffer gehört nach {cell}? Tippe `{cell} 7`.',
  'grammar.which-digit-fix':
    'Welche Ziffer steht in {cell}? Tippe `fix {cell} 8`, oder `fix {cell} .` für ein leeres Feld.',
  'grammar.leaderboard-periods': 'Ranglisten gibt es für {periods}. Versuch `leaderboard week`.',
  'grammar.just': 'Tippe einfach `{verb}`.',
  'grammar.unknown':
    'Den Befehl {word} kenne ich nicht.{suggestion} Tippe `help` für die Liste oder einen Zug wie `r3c5 7`.',
  'grammar.did-you-mean': ' Meintest du `{guess}`?',
  'grammar.no-arguments':
    'Nach `{verb}` kommt nichts (ich habe {got} bekommen). Tippe einfach `{verb}`.',
  'grammar.name-a-cell': 'Nenne ein Feld, z. B. `{example}`.',
  'grammar.not-a-cell':
    '{token} ist kein Feld. Felder heißen nach Zeile und dann Spalte, z. B. `{example}` (Zeile 3, Spalte 5).',
  'grammar.off-board':
    '{token} liegt außerhalb des Bretts: Zeilen und Spalten gehen von 1 bis 9 (1 bis 16 auf einem großen Brett), z. B. `{example}`.',
  'grammar.not-a-digit':
    '{token} ist keine Ziffer: Nimm 1 bis 9 (1 bis 16, oder A bis G für 10 bis 16, auf einem großen Brett), z. B. `{example}`.',
  'grammar.one-at-a-time':
    'Ein Feld und eine Ziffer auf einmal, z. B. `{example}`. Für Notizen tippe `note r3c5 1 2 4`.',
  'grammar.clear-one': 'Lösche ein Feld nach dem anderen, z. B. `clear r3c5`.',
  'grammar.which-notes':
    'Welche Notizen? Tippe z. B. `note r3c5 1 2 4` (noch einmal, um sie zu entfernen).',
  'grammar.too-many-notes': 'Höchstens {max} Notizen pro Feld, z. B. `note r3c5 1 2 4`.',
  'grammar.hint-args': 'Tippe `hint`, oder `hint r3c5` für ein Feld.',
  'grammar.reveal-args':
    'Tippe `solve`, um die Lösung dieser Partie aufzudecken (das beendet die Partie).',
  'grammar.daily-args':
    'Nenne ein früheres Tagesrätsel mit Nummer oder Datum, z. B. `daily 325` oder `daily 2026-11-20`; `today` ist das von heute.',
  'grammar.new-options':
    'Die Stufe oder Variante {word} kenne ich nicht. Stufen: {levels}; Varianten: {variants}. Beispiel: `new hard` oder `new easy mini`.',
  'grammar.schedule-when':
    'Wann soll das Tagesrätsel gepostet werden? Tippe `schedule 09:00` oder `schedule 07:30 hard` (24-Stunden-Format).',
  'grammar.bad-time':
    '{token} ist keine Uhrzeit. Tippe `schedule 09:00` oder `schedule 07:30 hard` (HH:MM, 24-Stunden-Format).',
  'grammar.schedule-level':
    'Nach der Uhrzeit kann eine Stufe folgen: {levels}. Beispiel: `schedule 07:30 hard`.',
  'grammar.thread-args':
    'Tippe `thread on` oder `thread off` (Leute, die den Kanal verwalten), oder `thread`, um die Einstellung zu sehen.',
  'grammar.theme':
    'Das Thema {word} kenne ich nicht. Tippe `theme dark` oder `theme light` für deine eigenen Bilder, oder `theme channel dark` für das Brett, das hier alle sehen.',
};

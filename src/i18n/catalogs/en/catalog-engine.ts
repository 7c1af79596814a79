// English: technique names, hint sentences (the three levels, cell routes, the whole step), the
// hint engine's refusals and the typed-command (grammar) errors. Cells (r3c5) and digits come in
// as arguments; `article` is English's a/an before a name, computed from the English name.

/** Technique names as players read them (HoDoKu / sudokuwiki names). */
export const techniqueNames = {
  'technique.full-house': 'Full House',
  'technique.hidden-single': 'Hidden Single',
  'technique.naked-single': 'Naked Single',
  'technique.pointing': 'Pointing',
  'technique.claiming': 'Claiming',
  'technique.naked-pair': 'Naked Pair',
  'technique.naked-triple': 'Naked Triple',
  'technique.naked-quad': 'Naked Quad',
  'technique.hidden-pair': 'Hidden Pair',
  'technique.hidden-triple': 'Hidden Triple',
  'technique.hidden-quad': 'Hidden Quad',
  'technique.x-wing': 'X-Wing',
  'technique.swordfish': 'Swordfish',
  'technique.jellyfish': 'Jellyfish',
  'technique.finned-x-wing': 'Finned X-Wing',
  'technique.finned-swordfish': 'Finned Swordfish',
  'technique.finned-jellyfish': 'Finned Jellyfish',
  'technique.sashimi-x-wing': 'Sashimi X-Wing',
  'technique.sashimi-swordfish': 'Sashimi Swordfish',
  'technique.sashimi-jellyfish': 'Sashimi Jellyfish',
  'technique.skyscraper': 'Skyscraper',
  'technique.two-string-kite': '2-String Kite',
  'technique.turbot-fish': 'Turbot Fish',
  'technique.empty-rectangle': 'Empty Rectangle',
  'technique.xy-wing': 'XY-Wing',
  'technique.xyz-wing': 'XYZ-Wing',
  'technique.w-wing': 'W-Wing',
  'technique.wxyz-wing': 'WXYZ-Wing',
  'technique.vwxyz-wing': 'VWXYZ-Wing',
  'technique.uvwxyz-wing': 'UVWXYZ-Wing',
  'technique.tuvwxyz-wing': 'TUVWXYZ-Wing',
  'technique.simple-colouring': 'Simple Colouring',
  'technique.unique-rectangle': 'Unique Rectangle',
  'technique.unique-rectangle-type': 'Unique Rectangle (type {type})',
  'technique.unique-loop': 'Unique Loop',
  'technique.unique-loop-type': 'Unique Loop (type {type})',
  'technique.bug-plus-one': 'BUG+1',
  'technique.bug-type-2': 'BUG Type 2',
  'technique.bug-type': 'BUG (type {type})',
  'technique.x-chain': 'X-Chain',
  'technique.grouped-x-chain': 'Grouped X-Chain',
  'technique.xy-chain': 'XY-Chain',
  'technique.x-cycle': 'X-Cycle',
  'technique.xy-cycle': 'XY-Cycle',
  'technique.nice-loop': 'Nice Loop',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY-Wing',
  'technique.aligned-pair-exclusion': 'Aligned Pair Exclusion',
  'technique.aligned-triple-exclusion': 'Aligned Triple Exclusion',
  'technique.forcing-chain': 'Forcing Chain',
  'technique.cell-forcing-chains': 'Cell Forcing Chains',
  'technique.house-forcing-chains': 'House Forcing Chains',
  'technique.nishio-forcing-chain': 'Nishio Forcing Chain',
  'technique.contradiction-forcing-chain': 'Contradiction Forcing Chain',
  'technique.multiple-forcing-chains': 'Multiple Forcing Chains',
  'technique.dynamic-forcing-chains': 'Dynamic Forcing Chains',
  'technique.dynamic-cell-forcing-chains': 'Dynamic Cell Forcing Chains',
  'technique.dynamic-house-forcing-chains': 'Dynamic House Forcing Chains',
  'technique.double-forcing-chain': 'Double Forcing Chain',
  'technique.bug': 'BUG',
  'technique.nested-forcing-chains': 'Nested Forcing Chains',
  'technique.nested-multiple-forcing-chains': 'Nested Forcing Chains (+ Multiple)',
} as const;

/** Hint sentences and the hint engine's refusals. */
export const hintWords = {
  'words.removal': '{digit} from {cells}',
  'words.placed': '{cell} is {digit}',
  'words.remove': 'remove {removals}',
  'words.house':
    '{kind, select, row {row {n}} column {column {n}} box {box {n}} window {window {n}} diagonal {{n, select, 1 {the main diagonal (r1c1 to bottom right)} other {the anti-diagonal}}} other {region {n}}}',
  'words.a-technique': '{article, select, a {a {name}} an {an {name}} other {{name}}}',
  'explain.full-house':
    '{cell} is the last empty cell in {house}, so it takes the digit {house} is missing: {digit}.',
  'explain.hidden-single':
    'In {house}, {digit} fits only in {cell}: every other cell of {house} is filled or sees {article, select, an {an} other {a}} {digit}. So {cell} is {digit}.',
  'explain.naked-single':
    '{cell} has only one candidate left: every other digit is already ruled out by its row, column and box, so {cell} is {digit}.',
  'explain.locked':
    'In {from}, {digit} can only go in {cells}, which all lie in {to}, so {digit} can be removed from the rest of {to}: {removed}.',
  'explain.locked-direct':
    "In {from}, {digit} can only go in {cells}, which all lie in {to}, so {digit} can't be anywhere else in {to} (not in {removed}). That leaves {cell} as the only place for {digit} in {single}, so {cell} is {digit}.",
  'explain.naked-subset':
    'In {house}, the cells {cells} hold only {digits} between them (a naked {n, select, 2 {pair} 3 {triple} other {quad}}), so those digits must go there and can be removed from the other cells: {removals}.',
  'explain.hidden-subset':
    'In {house}, {digits} fit only in {cells} (a hidden {n, select, 2 {pair} 3 {triple} other {quad}}), so those cells can hold no other digit: remove {removals}.',
  'explain.hidden-subset-direct':
    'In {house}, {digits} fit only in {cells} (a hidden {n, select, 2 {pair} 3 {triple} other {quad}}), so those cells can hold no other digit: {removals} goes. Then {digit} has only one place left in {single}: {cell} is {digit}.',
  'explain.fish':
    '{name} on {digit}: in {base}, {digit} fits only in {cover}, so each of those houses gets its {digit} from those cells and {digit} can be removed from the rest of {cover}: {removed}.',
  'explain.fish-finned':
    '{name} on {digit}: in {base}, {digit} fits only in {cover} (plus the {fins, plural, one {fin} other {fins}} {finCells}). Either the fish holds, and {digit} leaves the rest of {cover}, or a fin is {digit}; both ways {digit} can be removed from cells that also see the fin: {removed}.',
  'explain.generic': '{name}{using, select, yes { using {cells}} other {}}: {parts}.',
  'explain.holds': '{cell} holds {digits}',
  'explain.two-links':
    "{name} on {digit}: {digit} has only two places in {house1} ({cells1}) and in {house2} ({cells2}). {near1} and {near2} see each other, so they can't both be {digit}, and {end1} or {end2} must be {digit}: remove {digit} from {removed}, which {n, plural, one {sees} other {see}} both.",
  'explain.empty-rectangle':
    '{name} on {digit}: in {box}, {digit} lies only on {arm1} or {arm2}, and in {link} it has only two places, {cells}. If {target} were {digit}, {far} could not be, so {near} would be, leaving {box} no place for {digit}. So remove {digit} from {target}.',
  'explain.wing':
    '{name}: {pivotHolds}; {aHolds}; {bHolds}. Whichever digit {pivot} takes, {xyz, select, yes {one of the three cells} other {{a} or {b}}} must be {z}, so {z} can be removed from {removed}, which {n, plural, one {sees} other {see}} {xyz, select, yes {all three} other {both wings}}.',
  'explain.w-wing':
    '{name}: {cells} both hold only {x} and {y}. In {house}, {x} has only two places, {s} (seeing {p}) and {t} (seeing {q}); one of them is {x}, so {p} or {q} is not {x} and must be {y}. Remove {y} from {removed}, which {n, plural, one {sees} other {see}} both.',
  'explain.colour-wrap':
    '{name} on {digit}: along strong links ({chain}) the cells alternate between two colours, one of which holds every {digit}. Two cells of the same colour share a house, so that colour is false: remove {digit} from {removed}.',
  'explain.colour-trap':
    "{name} on {digit}: along strong links ({chain}) the cells alternate between two colours, and one colour holds the {digit}s. {cell} sees both colours, so it can't be {digit}.",
  'explain.unique-rectangle-1':
    "{name}: {corners} sit in two rows, two columns and two boxes; three corners hold only {a} and {b}, and if all four held only {a} and {b}, they could swap and the puzzle would have two solutions. So {roof} can't be {a} or {b}: remove them.",
  'explain.unique-rectangle-2':
    '{name}: {corners} hold {a} and {b}; if all four held only {a} and {b}, they could swap and the puzzle would have two solutions, so one of {roof} must be their extra digit {z}. Remove {z} from {removed}, which {n, plural, one {sees} other {see}} both.',
  'explain.unique-rectangle-3':
    '{name}: {corners} hold {a} and {b}; if all four held only {a} and {b}, they could swap and the puzzle would have two solutions, so the extra digits of {roof} act like one cell, which with {others} forms a naked subset in {house}: {conclusion}.',
  'explain.unique-rectangle-4':
    '{name}: {corners} hold {a} and {b}; if all four held only {a} and {b}, they could swap and the puzzle would have two solutions. In {house}, {keep} fits only in {roof}, so one of them is {keep}, and neither may be the other digit: remove {removals}.',
  'explain.unique-loop-1':
    "{name}: The cells {cells} form a loop in which every row, column and box holds two of them; if they all held only {a} and {b}, the digits could swap along the loop and the puzzle would have two solutions. So {extra} can't be {a} or {b}: remove them.",
  'explain.unique-loop-2':
    '{name}: The cells {cells} form a loop in which every row, column and box holds two of them; if they all held only {a} and {b}, the digits could swap along the loop and the puzzle would have two solutions. So one of {extra} must be their extra digit {z}: remove {z} from {removed}.',
  'explain.bug-plus-one':
    '{name}: every empty cell has two candidates except {cell}, and every digit appears twice in each house except {digit} in the houses of {cell}. Without {digit} there, the board would be a deadly pattern with two solutions, so {cell} is {digit}.',
  'explain.bug-type-2':
    'BUG type 2: every empty cell has two candidates except {cells}, which share the extra digit {digit}. Without {digit} in one of them the board would be a deadly pattern with two solutions, so one of them is {digit}: remove {digit} from {removed}, which {n, plural, one {sees} other {see}} them all.',
  'explain.aligned-exclusion':
    "{name}: {cells} can't take digits that would leave a cell they both see ({seen}) without candidates. Checking every pair leaves some digits with no possible partner: remove {removals}.",
  'explain.als':
    '{name}: the cells {setA} and {setB} each hold one more digit than they have cells (almost locked sets). Every {x} in them sees every other, so at most one set contains {x}, and the other set is locked: {z} must be in one of them. So remove {removals}, which {n, plural, one {sees} other {see}} all of those.',
  'explain.als-xy-wing':
    '{name}: the cells {setA}, {setB} and {setC} each hold one more digit than they have cells (almost locked sets). Every {x} of the first sees every {x} of the second, and every {y} of the second every {y} of the third. If the first set had no {z}, it would hold {x}, the second would lose {x} and hold {y}, and the third would lose {y} and hold {z}. So {z} is in the first or the third set: remove {removals}, which {n, plural, one {sees} other {see}} every one of them.',
  'explain.loop':
    "{name}{one, select, yes { on {digit}} other {}}: {chain} closes a loop that holds read either way round (each link is strong one way or the other), so every cell seeing a true and a false end of the loop's links loses that digit: {conclusion}.",
  'chain.assume': '{cell} is {on, select, yes {} other {not }}{digit}',
  'chain.contradiction':
    '{name}: suppose {assumption}. Then {chain}, which contradicts the assumption, so {conclusion}.',
  'chain.alternating':
    '{name}: if {assumption}, then {chain}. So {cell1} is {digit1} or {cell2} is {digit2}: {conclusion}.',
  'chain.either-way': '{name}: {chain}. Either way, {conclusion}.',
  'chain.case': 'if {assumption}: {chain}',
  'chain.clash-both': '{cell} would be both {digit} and not {digit}',
  'chain.clash-empty': '{cell} would have no candidate left',
  'chain.clash-house': '{digit} would have no place left in a house',
  'chain.forcing-contradiction':
    '{name}: suppose {assumption}. Then {chains}, so {clash}. The assumption is false: {conclusion}.',
  'chain.whether':
    '{name}: whether or not {cell} is {digit}, the same thing follows ({cases}). So {conclusion}.',
  'chain.whatever':
    '{name}: {sameCell, select, yes {whatever {cell} holds} other {whichever cell takes {digit}}}, the same thing follows ({cases}). So {conclusion}.',
  'level1.naked-single':
    '{start, select, yes {Look} other {look}} for a cell with only one candidate left: there is a naked single.',
  'level1.look-at': '{start, select, yes {Look} other {look}} at {where}: {thereIs}.',
  'level1.digits':
    '{start, select, yes {Look} other {look}} at the {n, plural, one {digit} other {digits}} {digits}: {thereIs}.',
  'level1.whole-board': 'the whole board',
  'level1.there-is':
    '{technique, select, fullHouse {there is a full house} hiddenSingle {there is a hidden single} nakedPair {there is a naked pair} nakedTriple {there is a naked triple} nakedQuad {there is a naked quad} hiddenPair {there is a hidden pair} hiddenTriple {there is a hidden triple} other {there is a hidden quad}}',
  'level1.family':
    '{family, select, intersection {there are locked candidates} fish {there is a fish pattern} singleDigit {there is a single-digit pattern} wing {there is a wing} colouring {there is a colouring pattern} uniqueness {there is a uniqueness pattern} chain {there is a chain} als {there is an almost locked set} forcing {there is a forcing chain} subset {there is a subset} other {there is a single}} ({name})',
  'level2.full-house': '{house} has only one empty cell left; which digit is missing?',
  'level2.hidden-single': '{digit} can only go in one cell of {house}.',
  'level2.naked-single':
    'One cell can only be {digit}: look at the digits its row, column and box already hold.',
  'level2.locked': 'In {house}, {digit} can only go where it meets {other} ({name}).',
  'level2.naked': '{n} cells of {house} hold only {digits} ({name}).',
  'level2.hidden': 'In {house}, {digits} fit in only {n} cells ({name}).',
  'level2.use': 'Use {technique} on {digits}.',
  'level2.use-in': 'Use {technique} on {digits} in {houses}.',
  'hint.careful':
    'Careful: your notes in {cells} rule out the digit that belongs there; I ignored them. {text}',
  'hint.wrong-entry':
    '{cell} holds {digit}, which is not the digit that belongs there. Clear it first; hints build on a board without mistakes.',
  'hint.wrong-entries':
    "These cells hold digits that don't belong there: {cells}. Clear them first; hints build on a board without mistakes.",
  'route.instead':
    '{cell} is further off than a route I can explain in one go, so here is the next step on the board instead. {text}',
  'route.now': '{cell} can be filled right now. {text}',
  'route.count': '{cell} takes {n} steps from here',
  'route.count-shorter': '{cell} takes {n} steps from here ({technique} would do it in {shorter})',
  'route.start': '{count}. To start, {text}',
  'route.first-step': '{count}. The first: {text}',
  'route.long':
    '{count}, a long way, so here is just the next one: {text} Then ask about {cell} again.',
  'route.listed': '{count}. {route} Finally: {text}',
  'route.first': 'First: {text}',
  'route.then': 'Then: {text}',
  'route.first-brief': 'First: {steps}.',
  'route.placed': '{placements} ({name})',
  'route.removes': '{name} removes {removals}',
  'route.struck':
    '{text} ({cells} {n, plural, one {has} other {have}} no {digit} left after the steps before.)',
  'grid.repeats':
    '{digit} appears {times, plural, =2 {twice} other {# times}} in {house} ({cells})',
  'grid.rows-found':
    'I found {count} rows{more, select, yes { or more} other {}} with {cells} cells in all; a {size}x{size} grid needs {size} rows of {size}.',
  'grid.looks-like':
    'This looks like a {looksLike}x{looksLike} grid ({count} cells), but a {size}x{size} grid with {cells} cells was expected.',
  'grid.counted':
    'I counted {count, plural, one {# cell} other {# cells}}; a {size}x{size} grid needs exactly {cells}.',
  'grid.counted-classic':
    'I counted {count, plural, one {# cell} other {# cells}}; a 9x9 grid needs exactly 81 ({missing, select, yes {some cells are missing} other {there are extra characters}}). Use . or 0 for empty cells.',
  'grid.not-a-digit':
    "''{symbol}'' at position {position} is not a digit of a {size}x{size} grid: use {big, select, yes {1-9 and A-{max}} other {1-{max}}}, and . or 0 for an empty cell.",
  'grid.not-a-digit-row':
    "''{symbol}'' in row {row}, position {position} is not a digit of a {size}x{size} grid: use {big, select, yes {1-9 and A-{max}} other {1-{max}}}, and . or 0 for an empty cell.",
  'hint-error.solved': 'The board is already solved!',
  'hint-error.too-hard':
    'From here the next step needs techniques beyond what I can explain (or a guess). Try placing a digit you are sure of, or ask for a cell hint.',
  'hint-error.cell-too-hard':
    "{cell} can't be reached from here with the techniques I can explain; it may need a guess, or first more digits elsewhere.",
  'hint-error.gave-up': 'I could not solve this puzzle in time.',
  'hint-error.no-solution': 'This puzzle has no solution: check the givens.',
  'hint-error.multiple': 'This puzzle has more than one solution, so no step can be forced.',
  'hint-error.conflict': '{conflict} Fix that first.',
  'hint-error.out-of-range': 'Every cell needs a digit from 1 to {size} or empty.',
  'hint-error.busy': 'Too many hints are being worked out right now; ask again in a moment.',
  'hint-error.restarting': 'The bot is restarting; ask for the hint again in a moment.',
  'hint-error.waited':
    'Your hint waited {seconds, number} s and the bot could not get to it (it is very busy or still starting); ask again in a minute.',
  'hint-error.over-time':
    'That hint took too long to work out and was stopped; ask again in a minute, or ask about one cell (`hint r3c5`).',
  'hint-error.failed': 'Working out that hint failed; please ask again.',
} as const;

/** Typed commands refused (grammar.ts): what is wrong and what to type, commands in backticks. */
export const commandErrors = {
  'grammar.empty':
    'Type a command, e.g. `today`, `r3c5 7` or `hint`. Type `help` for the full list.',
  'grammar.too-long':
    'That message is {count, number} characters; commands fit in {max, number}. Type `help` to see them.',
  'grammar.which-digit-short': 'Which digit goes in {cell}? Type `{cell} 7` (or `clear {cell}`).',
  'grammar.which-digit': 'Which digit goes in {cell}? Type `{cell} 7`.',
  'grammar.which-digit-fix':
    'Which digit is in {cell}? Type `fix {cell} 8`, or `fix {cell} .` for an empty cell.',
  'grammar.leaderboard-periods': 'Leaderboards cover {periods}. Try `leaderboard week`.',
  'grammar.just': 'Type just `{verb}`.',
  'grammar.unknown':
    "I don't know the command {word}.{suggestion} Type `help` for the list, or a move like `r3c5 7`.",
  'grammar.did-you-mean': ' Did you mean `{guess}`?',
  'grammar.no-arguments': '`{verb}` takes nothing after it (I got {got}). Type just `{verb}`.',
  'grammar.name-a-cell': 'Name a cell, e.g. `{example}`.',
  'grammar.not-a-cell':
    '{token} is not a cell. Cells are named by row then column, e.g. `{example}` (row 3, column 5).',
  'grammar.off-board':
    '{token} is off the board: rows and columns go from 1 to 9 (1 to 16 on a big board), e.g. `{example}`.',
  'grammar.not-a-digit':
    '{token} is not a digit: use 1 to 9 (1 to 16, or A to G for 10 to 16, on a big board), e.g. `{example}`.',
  'grammar.one-at-a-time':
    'One cell and one digit at a time, e.g. `{example}`. For pencil notes type `note r3c5 1 2 4`.',
  'grammar.clear-one': 'Clear one cell at a time, e.g. `clear r3c5`.',
  'grammar.which-notes': 'Which notes? Type e.g. `note r3c5 1 2 4` (again to remove them).',
  'grammar.too-many-notes': 'At most {max} notes per cell, e.g. `note r3c5 1 2 4`.',
  'grammar.hint-args': 'Type `hint`, or `hint r3c5` about one cell.',
  'grammar.reveal-args': 'Type `solve` to reveal the solution of this game (it ends the game).',
  'grammar.daily-args':
    "Name a past daily by number or date, e.g. `daily 325` or `daily 2026-11-20`; `today` is today''s.",
  'grammar.new-options':
    "I don't know the level or variant {word}. Levels: {levels}; variants: {variants}. Example: `new hard` or `new easy mini`.",
  'grammar.schedule-when':
    'When should the daily be posted? Type `schedule 09:00` or `schedule 07:30 hard` (24-hour clock).',
  'grammar.bad-time':
    '{token} is not a time. Type `schedule 09:00` or `schedule 07:30 hard` (HH:MM, 24-hour clock).',
  'grammar.schedule-level':
    'After the time comes an optional level: {levels}. Example: `schedule 07:30 hard`.',
  'grammar.thread-args':
    'Type `thread on` or `thread off` (people who manage the channel), or `thread` to see how it is set.',
  'grammar.theme':
    "I don't know the theme {word}. Type `theme dark` or `theme light` for your own pictures, or `theme channel dark` for the board everyone here sees.",
} as const;

/** Everything this file adds to the English catalog. */
export const engineWords = { ...techniqueNames, ...hintWords, ...commandErrors } as const;
